import { randomUUID } from 'node:crypto';
import { type CounterRecountJob, createCounterRecountJob } from '../../data/counter-recount-jobs';
import type { Caller } from '../../domain/caller';
import { actorNameOf } from '../steps/actor';

/**
 * Starts a counter recount (a super admin's maintenance action on /admin/settings): records the job
 * and answers at once. The table stream sees the new job and queues its first step; the recount
 * worker then reads the table page by page (use-cases/maintenance/run-counter-recount-step.ts).
 * The job item is the record of who started it and what it corrected.
 */
export async function startCounterRecount({ caller }: { caller: Caller }) {
  const name = (await actorNameOf(caller)) ?? caller.userId;
  const job: CounterRecountJob = {
    id: randomUUID(),
    status: 'running',
    phase: 'stats',
    step: 0,
    nextDelaySeconds: 0,
    createdAt: new Date().toISOString(),
    createdBy: { id: caller.userId, name },
    completedAt: null,
    usersChecked: 0,
    statsCorrected: 0,
    statsSkipped: 0,
    itemsCounted: 0,
    counted: {},
    corrections: [],
    skipped: [],
  };
  await createCounterRecountJob(job);
  return { jobId: job.id };
}
