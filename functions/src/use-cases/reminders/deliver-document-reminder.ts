import type { Language } from '@lunia/shared/domain/constants';
import { currentDocumentsByType } from '@lunia/shared/domain/current-document';
import { receivesOptionalEmail } from '@lunia/shared/domain/notification-preferences';
import { mailStreamOf } from '@lunia/shared/mail/sending';
import { renderMail } from '@lunia/shared/mail/templates';
import { listOwnerDocuments } from '../../data/documents';
import { getEmailSuppression } from '../../data/email-suppressions';
import { getUserProfile } from '../../data/user-profiles';
import { documentsToRequest, isReminderRecipient, reminderLanguageFor } from '../../domain/reminders/reminder-rules';
import { sendRenderedMail } from '../../lib/aws/ses';
import { unsubscribeHeaders } from '../../lib/aws/unsubscribe-link';
import { env } from '../../lib/env';

export type DeliveryOutcome =
  | { status: 'sent'; language: Language }
  | { status: 'failed'; reason: 'not_found_or_verified' }
  | { status: 'suppressed' }
  | { status: 'unsubscribed' };

/**
 * Sends one recipient of a reminder job their reminder, in their own language (the job's language only
 * when they never chose one): the required
 * documents still missing or denied (with the reason), and a link to the upload page. Checked at
 * sending time: a user who is gone or verified meanwhile gets nothing (counted as failed, as the
 * spec's "User not found or already verified"). An address on the suppression list (a hard bounce or a
 * complaint) is not mailed: the recipient counts as suppressed. Someone who unsubscribed from document
 * reminders (`documentReminders`, the one-click link every reminder carries) is not mailed either: counted
 * as unsubscribed. SES errors (throttling included) are thrown for the queue to retry with backoff.
 */
export async function deliverDocumentReminder({
  userId,
  language,
}: {
  userId: string;
  language: Language;
}): Promise<DeliveryOutcome> {
  const user = await getUserProfile(userId);
  if (!user || !isReminderRecipient(user)) return { status: 'failed', reason: 'not_found_or_verified' };
  if (await getEmailSuppression(user.email)) return { status: 'suppressed' };
  if (!receivesOptionalEmail(user.emailOptOuts, 'documentReminders')) return { status: 'unsubscribed' };
  const recipientLanguage = reminderLanguageFor(user.language, language);
  const documents = [...currentDocumentsByType(await listOwnerDocuments('USER', user.id)).values()];
  const mail = renderMail({
    template: 'document-reminder',
    to: user.email,
    language: recipientLanguage,
    dedupeKey: '',
    data: {
      firstName: user.firstName,
      documents: documentsToRequest(documents),
      link: `${env.siteUrl ?? ''}/document-upload`,
    },
  });
  await sendRenderedMail(user.email, mail, {
    stream: mailStreamOf('document-reminder'),
    headers: await unsubscribeHeaders(user.id, 'documentReminders'),
  });
  return { status: 'sent', language: recipientLanguage };
}
