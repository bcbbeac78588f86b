import { AppError } from '@lunia/shared/errors';
import { getReminderJobProgress } from '../../data/reminder-jobs';
import { reminderJobView } from '../steps/reminder-jobs';

/** A reminder job's progress (the dialog polls it): one Query over the job and its counter shards. */
export async function getReminderJob({ jobId }: { jobId: string }) {
  const job = await getReminderJobProgress(jobId);
  if (!job) throw new AppError('NOT_FOUND', 'Reminder job not found.');
  return { job: reminderJobView(job) };
}
