import type { CounterRecountJob } from '../data/counter-recount-jobs';

/** A counter recount job as the API shows it (the working state, totals and cursor, stays inside). */
export function counterRecountView(job: CounterRecountJob) {
  return {
    id: job.id,
    status: job.status,
    phase: job.phase,
    usersChecked: job.usersChecked,
    statsCorrected: job.statsCorrected,
    statsSkipped: job.statsSkipped,
    itemsCounted: job.itemsCounted,
    corrections: job.corrections,
    skipped: job.skipped,
    createdAt: job.createdAt,
    completedAt: job.completedAt,
    createdBy: job.createdBy,
  };
}
