import { fromItem, PARTNER_INQUIRY_ENTITY } from '../../data/partner-inquiries';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { env } from '../../lib/env';
import { acknowledgeFormSubmission } from '../../use-cases/steps/form-acknowledgement';
import type { Reaction } from './reaction';

/**
 * A new partnership inquiry gets two e-mails: an acknowledgement to the sender in their language
 * (fixed text, at most one per address a day: use-cases/steps/form-acknowledgement.ts) and a copy
 * with every field for the company inbox. Dedupe keys per inquiry and e-mail make a redelivered
 * stream record harmless.
 */
export const sendPartnerInquiryMails: Reaction = {
  entity: PARTNER_INQUIRY_ENTITY,
  async handle({ eventName, newItem }) {
    if (eventName !== 'INSERT' || !newItem) return;
    const inquiry = fromItem(newItem);
    await acknowledgeFormSubmission({
      form: 'partner-inquiry',
      template: 'partner-inquiry-received',
      submissionId: inquiry.id,
      to: inquiry.email,
      language: inquiry.language,
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
