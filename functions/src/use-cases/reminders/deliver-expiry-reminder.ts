import { DEFAULT_LANGUAGE } from '@lunia/shared/domain/constants';
import { expiryReminderPreference, receivesOptionalEmail } from '@lunia/shared/domain/notification-preferences';
import { mailStreamOf } from '@lunia/shared/mail/sending';
import { renderMail } from '@lunia/shared/mail/templates';
import type { ExpiryReminderMessage } from '@lunia/shared/queue-messages';
import { getDocument } from '../../data/documents';
import { getEmailSuppression } from '../../data/email-suppressions';
import { getMembership } from '../../data/memberships';
import { getOrganization } from '../../data/organization-profiles';
import { getUserProfile } from '../../data/user-profiles';
import { ORGANIZATION_EXPIRY_RECIPIENT_ROLES, tracksExpiry } from '../../domain/documents/expiry-rules';
import { sendRenderedMail } from '../../lib/aws/ses';
import { unsubscribeHeaders } from '../../lib/aws/unsubscribe-link';
import { env } from '../../lib/env';

export type ExpiryDeliveryOutcome = { status: 'sent' } | { status: 'skipped'; reason: string };

/**
 * Sends one recipient the expiry reminder of a document at a threshold, in the recipient's language
 * (their account's). Checked at sending time: nothing goes out when the document was renewed, its
 * date corrected, or it is no longer tracked (deleted, denied...), nor to a recipient who is gone or
 * no longer an owner/admin of the organization, nor to an address on the suppression list, nor (60
 * and 30 days ahead) to someone who switched the early reminders off. The early ones carry the one-click
 * unsubscribe of `earlyExpiryReminders`. SES errors are thrown for the queue to retry.
 */
export async function deliverExpiryReminder(message: ExpiryReminderMessage): Promise<ExpiryDeliveryOutcome> {
  const doc = await getDocument(message.documentId);
  if (!doc || doc.expiresOn !== message.expiresOn || !tracksExpiry(doc)) {
    return { status: 'skipped', reason: 'document_changed' };
  }
  const user = await getUserProfile(message.userId);
  if (!user || user.accountDisabled) return { status: 'skipped', reason: 'recipient_gone' };
  if (await getEmailSuppression(user.email)) return { status: 'skipped', reason: 'suppressed' };
  // The early reminders are optional (notification preferences); the last week's always go out.
  const optional = expiryReminderPreference(message.threshold);
  if (optional && !receivesOptionalEmail(user.emailOptOuts, optional)) {
    return { status: 'skipped', reason: 'opted_out' };
  }
  let organizationName: string | undefined;
  if (doc.ownerType === 'ORG') {
    const [membership, organization] = await Promise.all([
      getMembership(doc.ownerId, user.id),
      getOrganization(doc.ownerId),
    ]);
    if (!organization || !membership || !ORGANIZATION_EXPIRY_RECIPIENT_ROLES.includes(membership.role)) {
      return { status: 'skipped', reason: 'recipient_gone' };
    }
    organizationName = organization.name;
  } else if (doc.ownerId !== user.id) {
    return { status: 'skipped', reason: 'recipient_gone' };
  }
  const site = env.siteUrl ?? '';
  const mail = renderMail({
    template: 'document-expiry',
    to: user.email,
    language: user.language ?? DEFAULT_LANGUAGE,
    dedupeKey: '',
    data: {
      firstName: user.firstName,
      type: doc.type,
      expiresOn: message.expiresOn,
      daysLeft: message.stage ? message.daysLeft : Math.max(0, message.daysLeft),
      ...(message.stage ? { stage: message.stage } : {}),
      ...(organizationName ? { organizationName } : {}),
      link: `${site}${doc.ownerType === 'ORG' ? '/organization-admin' : '/document-upload'}`,
    },
  });
  // The early reminders carry a one-click unsubscribe (issue 39); the last week's are required, so none.
  await sendRenderedMail(user.email, mail, {
    stream: mailStreamOf('document-expiry'),
    headers: optional ? await unsubscribeHeaders(user.id, optional) : [],
  });
  return { status: 'sent' };
}
