import { AppError } from '@lunia/shared/errors';
import { getIndexBackfillJob } from '../../data/index-backfill-jobs';
import { indexBackfillView } from '../../views/index-backfill-view';

/** An index backfill's progress and result (the settings page polls it). */
export async function getIndexBackfill({ jobId }: { jobId: string }) {
  const job = await getIndexBackfillJob(jobId);
  if (!job) throw new AppError('NOT_FOUND', 'Index backfill not found.');
  return { job: indexBackfillView(job) };
}
