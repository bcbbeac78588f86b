import type { Language } from '@lunia/shared/domain/constants';
import type { MailMessage } from '@lunia/shared/queue-messages';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { env } from '../../lib/env';
import { acknowledgeFormSubmission } from '../../use-cases/steps/form-acknowledgement';
import type { Item, Reaction } from './reaction';

/** The public forms whose submissions go to the company inbox. */
type InboxForm = 'contact-message' | 'partner-inquiry';

/** The data of a form's copy for the company inbox (its `<form>-notification` e-mail). */
type NotificationData<F extends InboxForm> = Extract<MailMessage, { template: `${F}-notification` }>['data'];

/**
 * The reaction that sends a new public-form submission its two e-mails: an acknowledgement to the
 * sender in their language (fixed text, at most one per address a day:
 * use-cases/steps/form-acknowledgement.ts) and a copy with every field for the company inbox. Dedupe
 * keys per submission and e-mail make a redelivered stream record harmless.
 */
export function inboxFormMails<
  F extends InboxForm,
  T extends { id: string; email: string; language: Language },
>(options: {
  entity: string;
  form: F;
  fromItem: (item: Item) => T;
  notificationData: (submission: T) => NotificationData<F>;
}): Reaction {
  const { form } = options;
  return {
    entity: options.entity,
    async handle({ eventName, newItem }) {
      if (eventName !== 'INSERT' || !newItem) return;
      const submission = options.fromItem(newItem);
      await acknowledgeFormSubmission({
        form,
        template: `${form}-received`,
        submissionId: submission.id,
        to: submission.email,
        language: submission.language,
      });
      // The template and its data match by NotificationData<F>; TypeScript cannot follow F into the union.
      await enqueueMail({
        template: `${form}-notification`,
        to: env.companyInbox,
        language: 'en',
        data: options.notificationData(submission),
        dedupeKey: `${form}-notification#${submission.id}`,
      } as MailMessage);
    },
  };
}
