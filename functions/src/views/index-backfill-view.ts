import type { IndexBackfillJob } from '../data/index-backfill-jobs';

/** An index backfill job as the API shows it (the step, cursor and delay stay inside). */
export function indexBackfillView(job: IndexBackfillJob) {
  return {
    id: job.id,
    status: job.status,
    phase: job.phase,
    expiry: { examined: job.expiry.examined, changed: job.expiry.changed },
    trail: {
      scanned: job.trail.scanned,
      examined: job.trail.examined,
      changed: job.trail.changed,
      ownerless: job.trail.ownerless,
    },
    createdAt: job.createdAt,
    completedAt: job.completedAt,
    createdBy: job.createdBy,
  };
}
