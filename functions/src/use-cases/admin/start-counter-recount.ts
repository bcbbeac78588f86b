import { type CounterRecountJob, createCounterRecountJob } from '../../data/counter-recount-jobs';
import type { Caller } from '../../domain/caller';
import { newMaintenanceJob } from '../steps/maintenance-job';

/**
 * Starts a counter recount (a super admin's maintenance action on /admin/settings): records the job
 * and answers at once. The table stream sees the new job and queues its first step; the recount
 * worker then reads the table page by page (use-cases/maintenance/run-counter-recount-step.ts).
 * The job item is the record of who started it and what it corrected.
 */
export async function startCounterRecount({ caller }: { caller: Caller }) {
  const job: CounterRecountJob = {
    ...(await newMaintenanceJob(caller)),
    phase: 'stats',
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
