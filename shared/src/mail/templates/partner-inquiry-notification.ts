import type { Language, PARTNER_TYPES } from '../../domain/constants';
import { layoutWithFields, type MailParts, type MailTemplate } from '../layout';

/** The company inbox's copy of a partnership inquiry: every submitted field, escaped. */
export interface PartnerInquiryNotificationData {
  id: string;
  name: string;
  email: string;
  organization: string;
  role: string;
  partnerType: (typeof PARTNER_TYPES)[number];
  message: string;
  /** The visitor's language, so the team can answer in it. */
  language: Language;
  createdAt: string;
}

/** Internal e-mail, written in English for the team; Spanish visitors get the same English copy. */
const render = (data: PartnerInquiryNotificationData): MailParts => ({
  subject: `Partnership inquiry received: ${data.partnerType} (reference ${data.id})`,
  ...layoutWithFields(
    'en',
    [`A partnership inquiry arrived through the /partners form. Reply to ${data.email} (in ${data.language}).`],
    [
      ['Name', data.name],
      ['Email', data.email],
      ['Organization', data.organization],
      ['Role', data.role],
      ['Partner type', data.partnerType],
      ['Language', data.language],
      ['Message', data.message],
      ['Received', data.createdAt],
      ['Reference', data.id],
    ],
    'Lunia website',
  ),
});

export const partnerInquiryNotification: MailTemplate<PartnerInquiryNotificationData> = { en: render, es: render };
