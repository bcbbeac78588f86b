import { createIndexBackfillJob, type IndexBackfillJob } from '../../data/index-backfill-jobs';
import type { Caller } from '../../domain/caller';
import { logger } from '../../lib/logger';
import { newMaintenanceJob } from '../steps/maintenance-job';

/**
 * Starts an index backfill (a super admin's maintenance action on /admin/settings, like the counter
 * recount): records the job and answers at once. The table stream sees the new job and queues its
 * first step on the maintenance queue; the worker then moves the old expiry entries to their shards
 * and gives the older document events their review-trail keys (use-cases/maintenance/run-index-backfill-step.ts).
 * The job item is the record of who started it, when, and what it changed (kept 90 days).
 */
export async function startIndexBackfill({ caller }: { caller: Caller }) {
  const job: IndexBackfillJob = {
    ...(await newMaintenanceJob(caller)),
    phase: 'expiry',
    expiry: { examined: 0, changed: 0 },
    trail: { scanned: 0, examined: 0, changed: 0, ownerless: 0 },
  };
  await createIndexBackfillJob(job);
  logger.info('Index backfill started', { jobId: job.id, startedBy: caller.userId });
  return { jobId: job.id };
}
