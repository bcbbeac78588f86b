import { CONTACT_MESSAGE_ENTITY, fromItem } from '../../data/contact-messages';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { env } from '../../lib/env';
import { acknowledgeFormSubmission } from '../../use-cases/steps/form-acknowledgement';
import type { Reaction } from './reaction';

/**
 * A new contact message gets two e-mails: an acknowledgement to the sender in their language
 * (fixed text, at most one per address a day: use-cases/steps/form-acknowledgement.ts) and a copy
 * with every field for the company inbox. Dedupe keys per message and e-mail make a redelivered
 * stream record harmless.
 */
export const sendContactMessageMails: Reaction = {
  entity: CONTACT_MESSAGE_ENTITY,
  async handle({ eventName, newItem }) {
    if (eventName !== 'INSERT' || !newItem) return;
    const message = fromItem(newItem);
    await acknowledgeFormSubmission({
      form: 'contact-message',
      template: 'contact-message-received',
      submissionId: message.id,
      to: message.email,
      language: message.language,
    });
    await enqueueMail({
      template: 'contact-message-notification',
      to: env.companyInbox,
      language: 'en',
      data: {
        id: message.id,
        name: message.name,
        email: message.email,
        role: message.role,
        organization: message.organization,
        message: message.message,
        language: message.language,
        createdAt: message.createdAt,
      },
      dedupeKey: `contact-message-notification#${message.id}`,
    });
  },
};
