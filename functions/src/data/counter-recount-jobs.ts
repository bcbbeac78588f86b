/**
 * Counter recount jobs (docs/data-model.md): `COUNTERRECOUNT#<id>`/`JOB`, one item per job, the only
 * state of the maintenance job that rebuilds the counters (use-cases/maintenance/run-counter-recount-step.ts).
 *
 * The job advances one step at a time: each step (one page of the table, or the final write) is one
 * queue message `{ jobId, step }`, and its result is saved by replacing the job item on the
 * condition that `step` is still the one the message names (data/maintenance-job-steps.ts, shared
 * with the index backfill). A redelivered message, or a second
 * delivery running at the same time, finds the step already taken and does nothing, so each page
 * is added to the totals once. The table stream sees each saved step and queues the next one
 * (events/reactions/continue-counter-recount.ts), so writing a step and asking for the next cannot
 * half-fail.
 */
import { counterRecountKeys } from './keys';
import { jobRecords } from './maintenance-job-steps';

export const COUNTER_RECOUNT_JOB_ENTITY = 'CounterRecountJob';

/** stats: per-user stats items, page by page; counters: the counted entities, page by page; finish: the writes. */
export type CounterRecountPhase = 'stats' | 'counters' | 'finish';

export interface CounterRecountJob {
  id: string;
  status: 'running' | 'completed';
  phase: CounterRecountPhase;
  /** The step the next message must name (0 for the first page). */
  step: number;
  /** Where the current phase's scan continues (LastEvaluatedKey); absent at a phase's first page. */
  cursor?: Record<string, unknown>;
  /** Seconds the next step's message waits (lets the stream apply recent changes first). */
  nextDelaySeconds: number;
  createdAt: string;
  createdBy: { id: string; name: string };
  completedAt: string | null;
  usersChecked: number;
  /** Per-user stats items rewritten with their counted values. */
  statsCorrected: number;
  /** Per-user stats items that changed while they were being counted (left to the stream). */
  statsSkipped: number;
  itemsCounted: number;
  /** The counters' values and revisions read before the counting phase's first page. */
  before?: Record<string, { value: number; revision: number }>;
  /** The counted values so far (counter name → value). */
  counted: Record<string, number>;
  /** Counters set to their counted value. */
  corrections: { name: string; from: number; to: number }[];
  /** Counters that changed while they were being counted (not written). */
  skipped: string[];
}

const records = jobRecords<CounterRecountJob>({
  keys: counterRecountKeys.job,
  entity: COUNTER_RECOUNT_JOB_ENTITY,
  emptyCollections: { counted: {}, corrections: [], skipped: [] },
});

export const counterRecountJobFromItem = records.fromItem;
export const createCounterRecountJob = records.create;
export const getCounterRecountJob = records.get;
/**
 * Saves the job after step `fromStep` (the new state carries the next step). Returns false when that
 * step was already saved by another delivery of the same message, or the job is no longer running.
 */
export const saveCounterRecountStep = records.saveStep;
