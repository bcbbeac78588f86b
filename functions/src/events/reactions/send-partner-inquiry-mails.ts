import { fromItem, PARTNER_INQUIRY_ENTITY } from '../../data/partner-inquiries';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { env } from '../../lib/env';
import type { Reaction } from './reaction';

/**
 * A new partnership inquiry gets two e-mails: an acknowledgement to the sender in their language
 * and a copy with every field for the company inbox. Dedupe keys per inquiry and e-mail make a
 * redelivered stream record harmless.
 */
export const sendPartnerInquiryMails: Reaction = {
  entity: PARTNER_INQUIRY_ENTITY,
  async handle({ eventName, newItem }) {
    if (eventName !== 'INSERT' || !newItem) return;
    const inquiry = fromItem(newItem);
    await enqueueMail({
      template: 'partner-inquiry-received',
      to: inquiry.email,
      language: inquiry.language,
      data: { name: inquiry.name, organization: inquiry.organization, partnerType: inquiry.partnerType },
      dedupeKey: `partner-inquiry-received#${inquiry.id}`,
    });
    await enqueueMail({
      template: 'partner-inquiry-notification',
      to: env.companyInbox,
      language: 'en',
      data: {
        id: inquiry.id,
        name: inquiry.name,
        email: inquiry.email,
        organization: inquiry.organization,
        role: inquiry.role,
        partnerType: inquiry.partnerType,
        message: inquiry.message,
        language: inquiry.language,
        createdAt: inquiry.createdAt,
      },
      dedupeKey: `partner-inquiry-notification#${inquiry.id}`,
    });
  },
};
