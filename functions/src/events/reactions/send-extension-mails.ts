import { EXTENSION_OUTCOME_ENTITY, outcomeFromItem } from '../../data/extension-orders';
import { getOrganization } from '../../data/organization-profiles';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { env } from '../../lib/env';
import { type MailRecipient, mailRecipientOf, organizationManagersOf } from './mail-recipients';
import type { Reaction } from './reaction';

/**
 * A document an extension order extended (issue 27 E), from its outcome as it is written: the owner,
 * or for an organization's document its owners and admins, are e-mailed in their language that the
 * credential's expiry moved to the new date by the order. Skipped documents are not mailed. The dedupe
 * key is the order, the document and the addressee, so a redelivered record sends each e-mail once.
 */
export const sendExtensionMails: Reaction = {
  entity: EXTENSION_OUTCOME_ENTITY,
  async handle({ eventName, newItem }) {
    if (eventName !== 'INSERT' || !newItem) return;
    const outcome = outcomeFromItem(newItem);
    if (outcome?.status !== 'applied' || !outcome.ownerId || !outcome.type || !outcome.newExpiresOn) return;
    const site = env.siteUrl ?? '';
    let recipients: MailRecipient[];
    let organizationName: string | undefined;
    if (outcome.ownerType === 'ORG') {
      const [organization, managers] = await Promise.all([
        getOrganization(outcome.ownerId),
        organizationManagersOf(outcome.ownerId),
      ]);
      if (!organization) return;
      organizationName = organization.name;
      recipients = managers;
    } else {
      const owner = await mailRecipientOf(outcome.ownerId);
      recipients = owner ? [owner] : [];
    }
    const link = `${site}${outcome.ownerType === 'ORG' ? '/organization-admin' : '/document-upload'}`;
    for (const person of recipients) {
      await enqueueMail({
        template: 'document-expiry-extended',
        to: person.email,
        language: person.language,
        data: {
          firstName: person.firstName,
          type: outcome.type,
          newExpiresOn: outcome.newExpiresOn,
          orderNumber: outcome.orderNumber,
          link,
          ...(organizationName ? { organizationName } : {}),
        },
        dedupeKey: `document-expiry-extended#${outcome.orderNumber}#${outcome.documentId}#${person.userId}`,
      });
    }
  },
};
