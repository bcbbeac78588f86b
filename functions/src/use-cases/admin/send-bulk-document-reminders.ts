import type { Language } from '@lunia/shared/domain/constants';
import type { Caller } from '../../domain/caller';
import { startReminderJob } from '../steps/reminder-jobs';

/**
 * Bulk reminders (spec §7): records the job with its recipients and answers at once; the table
 * stream fans the recipients out to the reminder queue and the reminder worker sends and counts each
 * one (recipients that are unknown or already verified count as failed). `results` are the counts
 * known now: nothing is sent yet, so both are zero and every recipient is pending.
 */
export async function sendBulkDocumentReminders({
  caller,
  userIds,
  language,
}: {
  caller: Caller;
  userIds: string[];
  language: Language;
}) {
  const job = await startReminderJob({ caller, kind: 'bulk', userIds, language });
  return { jobId: job.id, results: { success: 0, failed: 0 }, total: job.total, pending: job.total };
}
