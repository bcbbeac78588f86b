import type { CONTACT_ROLES, Language } from '../../domain/constants';
import { layoutWithFields, type MailParts, type MailTemplate } from '../layout';

/** The company inbox's copy of a contact message: every submitted field, escaped. */
export interface ContactMessageNotificationData {
  id: string;
  name: string;
  email: string;
  role: (typeof CONTACT_ROLES)[number] | '';
  organization: string;
  message: string;
  /** The visitor's language, so the team can answer in it. */
  language: Language;
  createdAt: string;
}

/** Internal e-mail, written in English for the team; Spanish visitors get the same English copy. */
const render = (data: ContactMessageNotificationData): MailParts => ({
  subject: `Contact message received (reference ${data.id})`,
  ...layoutWithFields(
    'en',
    [
      `A message arrived through the /contact form. Reply to ${data.email} (in ${data.language}) within 24 hours, as the acknowledgement promised.`,
    ],
    [
      ['Name', data.name],
      ['Email', data.email],
      ['Role', data.role],
      ['Organization', data.organization],
      ['Language', data.language],
      ['Message', data.message],
      ['Received', data.createdAt],
      ['Reference', data.id],
    ],
    'Lunia website',
  ),
});

export const contactMessageNotification: MailTemplate<ContactMessageNotificationData> = { en: render, es: render };
