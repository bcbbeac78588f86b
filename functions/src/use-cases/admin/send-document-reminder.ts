import type { Language } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { getUserProfile } from '../../data/user-profiles';
import type { Caller } from '../../domain/caller';
import { isReminderRecipient } from '../../domain/reminders/reminder-rules';
import { startReminderJob } from '../steps/reminder-jobs';

/**
 * A single reminder (spec §5, §7): only to an unverified user, else "User not found or already
 * verified". Sent through the same job and queue as bulk reminders (one recipient), so it is
 * audited, counted and delivered once in the same way.
 */
export async function sendDocumentReminder({
  caller,
  userId,
  language,
}: {
  caller: Caller;
  userId: string;
  language: Language;
}) {
  const user = await getUserProfile(userId);
  if (!user || !isReminderRecipient(user)) throw new AppError('REMINDER_RECIPIENT_NOT_FOUND');
  const job = await startReminderJob({ caller, kind: 'single', userIds: [user.id], language });
  return { success: true as const, email: user.email, jobId: job.id };
}
