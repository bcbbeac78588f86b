import { AUDIT_EVENT_ENTITY } from '../../data/audit-events';
import { getOrganization } from '../../data/organization-profiles';
import { listReviewAlertRecipients } from '../../data/user-notification-preferences';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { env } from '../../lib/env';
import { mailRecipientOf } from './mail-recipients';
import type { Reaction } from './reaction';

/**
 * Documents submitted for review (issue 25), from the submitter's audit event as it is written (one
 * per submission, on the user or the organization): every admin who chose immediate alerts gets an
 * e-mail in their language naming the submitter. Admins who chose the daily digest hear from
 * events/review-digest.ts instead. The dedupe key is the audit event and the admin, so a redelivered
 * record sends each alert once.
 */
export const sendReviewAlerts: Reaction = {
  entity: AUDIT_EVENT_ENTITY,
  async handle({ eventName, newItem }) {
    if (eventName !== 'INSERT' || !newItem || newItem.action !== 'submitted_for_review') return;
    if (newItem.targetType !== 'USER' && newItem.targetType !== 'ORG') return;
    const admins = await listReviewAlertRecipients('immediate');
    if (admins.length === 0) return;
    const targetId = String(newItem.targetId);
    const context = newItem.targetType === 'ORG' ? 'organization' : 'individual';
    const submitterName =
      context === 'organization'
        ? (await getOrganization(targetId))?.name
        : ((await mailRecipientOf(targetId))?.name ??
          (typeof newItem.actorName === 'string' ? newItem.actorName : undefined));
    if (!submitterName) return;
    const link = `${env.siteUrl ?? ''}/admin/document-review`;
    for (const admin of admins) {
      if (admin.userId === newItem.actorId) continue;
      await enqueueMail({
        template: 'review-submitted',
        to: admin.email,
        language: admin.language,
        data: { firstName: admin.firstName, submitterName, context, link },
        dedupeKey: `review-submitted#${String(newItem.id)}#${admin.userId}`,
      });
    }
  },
};
