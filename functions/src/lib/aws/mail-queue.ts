/**
 * Queues an e-mail for the mail workers: the only way the product sends e-mail. Codes a person is
 * waiting for (password reset, e-mail verification) go to the auth mail queue, everything else to the
 * mail queue, so a flood of form or notification mail never delays a code (issue 13). One signed JSON
 * SendMessage request (./sqs-send.ts) rather than the SQS SDK client, which put the
 * functions that send a code from a request over the 250 KB bundle budget (update profile and the
 * e-mail code route measured 26x KB with it). The message's type is its schema's
 * (@lunia/shared/queue-messages, imported as a type only: no zod in the senders' bundles), which the
 * mail workers validate each record against.
 */
import type { MailTemplateId } from '@lunia/shared/mail/templates';
import type { MailMessage } from '@lunia/shared/queue-messages';
import { env } from '../env';
import { sendQueueMessage } from './sqs-send';

/** The templates that carry a one-time code: they travel on the auth mail queue. */
export const AUTH_MAIL_TEMPLATES: ReadonlySet<MailTemplateId> = new Set([
  'password-reset-code',
  'email-verification-code',
]);

export const mailQueueUrlFor = (template: MailTemplateId): string =>
  AUTH_MAIL_TEMPLATES.has(template) ? env.authMailQueueUrl : env.mailQueueUrl;

export async function enqueueMail(message: MailMessage): Promise<void> {
  // With the cause's correlation id (lib/logger.ts), which the mail worker's log lines and the send carry.
  await sendQueueMessage(mailQueueUrlFor(message.template), message);
}
