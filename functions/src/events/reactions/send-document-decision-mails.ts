import { DOCUMENT_TYPES, type DocumentType } from '@lunia/shared/domain/constants';
import { AUDIT_EVENT_ENTITY } from '../../data/audit-events';
import { certificateActivityId } from '../../data/ce-certificates';
import { getActivity } from '../../data/continuing-education';
import { getDocument } from '../../data/documents';
import { getOrganization } from '../../data/organization-profiles';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { type MailRecipient, mailRecipientOf, organizationManagersOf } from './mail-recipients';
import type { Reaction } from './reaction';

const isDocumentType = (value: unknown): value is DocumentType =>
  (DOCUMENT_TYPES as readonly unknown[]).includes(value);

/**
 * A reviewer's decision on a document (issue 25), from its audit event as it is written: an approval
 * or a denial with the reviewer's reason, e-mailed in each addressee's language to the document's
 * owner, or, for an organization's document, to the organization's owners and admins. The link leads
 * where the file is replaced and resubmitted. The dedupe key is the audit event and the addressee, so
 * a redelivered record sends each e-mail once.
 */
export const sendDocumentDecisionMails: Reaction = {
  entity: AUDIT_EVENT_ENTITY,
  async handle({ eventName, newItem }) {
    if (eventName !== 'INSERT' || !newItem || newItem.targetType !== 'DOCUMENT') return;
    if (newItem.action !== 'approved' && newItem.action !== 'denied') return;
    const template = newItem.action === 'approved' ? 'document-approved' : 'document-denied';
    const eventId = String(newItem.id);
    const doc = await getDocument(String(newItem.targetId));
    const type = isDocumentType(newItem.documentType) ? newItem.documentType : doc?.type;
    if (!doc || !type) {
      logger.warn('Document decision e-mail of a document that is gone', { eventId });
      return;
    }
    const site = env.siteUrl ?? '';
    let recipients: MailRecipient[];
    let organizationName: string | undefined;
    let link: string;
    if (doc.ownerType === 'ORG') {
      const [organization, managers] = await Promise.all([
        getOrganization(doc.ownerId),
        // The owners always hear; an admin may switch these off (notification preferences).
        organizationManagersOf(doc.ownerId, 'teamDocumentDecisions'),
      ]);
      if (!organization) return;
      organizationName = organization.name;
      recipients = managers;
      link = `${site}/organization-admin`;
    } else {
      const owner = await mailRecipientOf(doc.ownerId);
      recipients = owner ? [owner] : [];
      link = `${site}/document-upload`;
    }
    // A CE certificate names the activity it proves and leads to the continuing-education page.
    const activityId = certificateActivityId(doc);
    const activity = activityId ? await getActivity(doc.ownerId, activityId) : undefined;
    if (activityId) link = `${site}/continuing-education`;
    const about = {
      ...(organizationName ? { organizationName } : {}),
      ...(activity ? { activityTitle: activity.title } : {}),
    };
    for (const person of recipients) {
      const data = { firstName: person.firstName, type, link, ...about };
      const addressed = {
        to: person.email,
        language: person.language,
        dedupeKey: `${template}#${eventId}#${person.userId}`,
      };
      if (template === 'document-approved') {
        await enqueueMail({ template, data, ...addressed });
      } else {
        await enqueueMail({ template, data: { ...data, reason: String(newItem.reason ?? '') }, ...addressed });
      }
    }
  },
};
