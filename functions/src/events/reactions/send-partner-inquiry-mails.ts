import { fromItem, PARTNER_INQUIRY_ENTITY } from '../../data/partner-inquiries';
import { inboxFormMails } from './inbox-form-mails';
import type { Reaction } from './reaction';

/** A new partnership inquiry gets its acknowledgement and its copy for the company inbox (inbox-form-mails.ts). */
export const sendPartnerInquiryMails: Reaction = inboxFormMails({
  entity: PARTNER_INQUIRY_ENTITY,
  form: 'partner-inquiry',
  fromItem,
  notificationData: (inquiry) => ({
    id: inquiry.id,
    name: inquiry.name,
    email: inquiry.email,
    organization: inquiry.organization,
    role: inquiry.role,
    partnerType: inquiry.partnerType,
    message: inquiry.message,
    language: inquiry.language,
    createdAt: inquiry.createdAt,
  }),
});
