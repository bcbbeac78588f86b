/**
 * Keys of the maintenance jobs' records (a part of data/keys.ts, which re-exports it): one item per
 * job, the whole state of the job (data/maintenance-job-steps.ts).
 */

/** A counter recount (data/counter-recount-jobs.ts). */
export const counterRecountKeys = {
  job: (jobId: string) => ({ PK: `COUNTERRECOUNT#${jobId}`, SK: 'JOB' }),
};

/** An index backfill (data/index-backfill-jobs.ts). */
export const indexBackfillKeys = {
  job: (jobId: string) => ({ PK: `INDEXBACKFILL#${jobId}`, SK: 'JOB' }),
};
