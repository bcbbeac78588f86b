import { CONTACT_MESSAGE_ENTITY, fromItem } from '../../data/contact-messages';
import { inboxFormMails } from './inbox-form-mails';
import type { Reaction } from './reaction';

/** A new contact message gets its acknowledgement and its copy for the company inbox (inbox-form-mails.ts). */
export const sendContactMessageMails: Reaction = inboxFormMails({
  entity: CONTACT_MESSAGE_ENTITY,
  form: 'contact-message',
  fromItem,
  notificationData: (message) => ({
    id: message.id,
    name: message.name,
    email: message.email,
    role: message.role,
    organization: message.organization,
    message: message.message,
    language: message.language,
    createdAt: message.createdAt,
  }),
});
