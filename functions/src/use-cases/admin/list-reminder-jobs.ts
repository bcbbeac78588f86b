import { pageKeys } from '../../data/page-keys';
import { getReminderJobProgress, listReminderJobs as listJobs } from '../../data/reminder-jobs';
import { decodeCursor, encodeCursor } from '../steps/cursor';
import { reminderJobView } from '../steps/reminder-jobs';

const DEFAULT_PAGE_SIZE = 20;

/** Reminder jobs newest first with their progress (the settings page's history). */
export async function listReminderJobs({ limit, cursor }: { limit?: number | undefined; cursor?: string | undefined }) {
  const page = await listJobs(limit ?? DEFAULT_PAGE_SIZE, decodeCursor(cursor, pageKeys.reminderJobs()));
  const jobs = await Promise.all(page.jobIds.map((id) => getReminderJobProgress(id)));
  return {
    jobs: jobs.filter((job) => job !== undefined).map(reminderJobView),
    ...(page.lastKey ? { nextCursor: encodeCursor(page.lastKey) } : {}),
  };
}
