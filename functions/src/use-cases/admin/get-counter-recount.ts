import { AppError } from '@lunia/shared/errors';
import { getCounterRecountJob } from '../../data/counter-recount-jobs';
import { counterRecountView } from '../../views/counter-recount-view';

/** A counter recount's progress and result (the settings page polls it). */
export async function getCounterRecount({ jobId }: { jobId: string }) {
  const job = await getCounterRecountJob(jobId);
  if (!job) throw new AppError('NOT_FOUND', 'Counter recount not found.');
  return { job: counterRecountView(job) };
}
