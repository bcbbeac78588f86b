import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { counterNames, readCounters } from '../../data/counters';
import { listReviewAlertRecipients } from '../../data/user-notification-preferences';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { env } from '../../lib/env';

/**
 * The daily review digest (issue 25): each admin who chose the digest gets one e-mail a day with the
 * documents waiting in the two review queues (the platform counters), and nobody gets one when
 * nothing waits. The dedupe key is the admin and Puerto Rico's date, so the job may run more often
 * than daily (the local stack runs it hourly) or be delivered twice and still sends one a day.
 */
export async function sendReviewDigest(input: { now?: Date } = {}) {
  const today = puertoRicoToday(input.now);
  const counters = await readCounters();
  const waiting = (context: 'individual' | 'organization') =>
    Math.max(0, counters[counterNames.documents(context, 'pending')] ?? 0);
  const individual = waiting('individual');
  const organization = waiting('organization');
  if (individual + organization === 0) return { today, individual, organization, digestsQueued: 0 };
  const recipients = await listReviewAlertRecipients('daily');
  for (const admin of recipients) {
    await enqueueMail({
      template: 'review-digest',
      to: admin.email,
      language: admin.language,
      data: {
        firstName: admin.firstName,
        individual,
        organization,
        link: `${env.siteUrl ?? ''}/admin/document-review`,
      },
      dedupeKey: `review-digest#${today}#${admin.userId}`,
    });
  }
  return { today, individual, organization, digestsQueued: recipients.length };
}
