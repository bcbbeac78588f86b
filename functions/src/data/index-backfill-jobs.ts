/**
 * Index backfill jobs (docs/data-model.md): `INDEXBACKFILL#<id>`/`JOB`, one item per job, the whole
 * state of the maintenance job that rewrites the items of issues 27–28's index changes into their new
 * form (use-cases/maintenance/run-index-backfill-step.ts). Advanced one step per queue message
 * `{ kind: 'index-backfill', jobId, step }` and saved on the condition that the step is still the one
 * the message names (data/maintenance-job-steps.ts, shared with the counter recount).
 */
import { indexBackfillKeys } from './keys';
import { jobRecords, markJobFailed } from './maintenance-job-steps';

export const INDEX_BACKFILL_JOB_ENTITY = 'IndexBackfillJob';

/** expiry: the unsharded expiry partition, page by page; trail: the audit events, a page of the table at a time. */
export type IndexBackfillPhase = 'expiry' | 'trail';

export interface IndexBackfillJob {
  id: string;
  status: 'running' | 'completed' | 'failed';
  phase: IndexBackfillPhase;
  /** The step the next message must name (0 for the first page). */
  step: number;
  /** Where the current phase continues (a Query's or the Scan's LastEvaluatedKey); absent at a phase's first page. */
  cursor?: Record<string, unknown>;
  /** Seconds the next step's message waits. */
  nextDelaySeconds: number;
  createdAt: string;
  createdBy: { id: string; name: string };
  completedAt: string | null;
  /** Expiry entries read in the unsharded partition, and those moved to their shard. */
  expiry: { examined: number; changed: number };
  /**
   * Table items read (`scanned`); document decision and creation events without trail keys looked at
   * (`examined`), given them (`changed`), and left for want of an owner (`ownerless`: document gone).
   */
  trail: { scanned: number; examined: number; changed: number; ownerless: number };
}

const records = jobRecords<IndexBackfillJob>({ keys: indexBackfillKeys.job, entity: INDEX_BACKFILL_JOB_ENTITY });

export const indexBackfillJobFromItem = records.fromItem;
export const createIndexBackfillJob = records.create;
export const getIndexBackfillJob = records.get;
/** Saves the job after step `fromStep`; false when another delivery saved it, or the job ended. */
export const saveIndexBackfillStep = records.saveStep;

/** The job's step `step` failed for the last time (its message is dead-lettered): the job is `failed`. */
export async function failIndexBackfillJob(jobId: string, step: number): Promise<boolean> {
  return markJobFailed(indexBackfillKeys.job(jobId), step, new Date().toISOString());
}
