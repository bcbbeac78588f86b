import { LANGUAGES } from '@lunia/shared/domain/constants';
import { isMailTemplateId, type MailMessage, renderMail } from '@lunia/shared/mail/templates';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { claimMailSend, releaseMailSend } from '../data/mail-log';
import { countMailSent } from '../data/system-signals';
import { sendRenderedMail } from '../lib/aws/ses';
import { logger } from '../lib/logger';

function parseMessage(body: string): MailMessage | undefined {
  try {
    const message = JSON.parse(body) as MailMessage;
    if (typeof message.to !== 'string' || typeof message.template !== 'string' || !message.dedupeKey) return undefined;
    if (!isMailTemplateId(message.template)) return undefined;
    if (!(LANGUAGES as readonly string[]).includes(message.language)) return undefined;
    return message;
  } catch {
    return undefined;
  }
}

/**
 * Consumes the mail queue: renders each message with the shared templates and sends it through SES.
 * Reports failed records individually so only those are retried (and dead-lettered after the
 * queue's maximum receives); malformed messages are logged and dropped, never retried forever.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  let sent = 0;
  for (const record of event.Records) {
    const message = parseMessage(record.body);
    if (!message) {
      logger.error('Dropping malformed mail message', { messageId: record.messageId });
      continue;
    }
    if (!(await claimMailSend(message.dedupeKey, message.template))) {
      logger.info('Mail already sent', { dedupeKey: message.dedupeKey });
      continue;
    }
    try {
      const sesMessageId = await sendRenderedMail(message.to, renderMail(message));
      logger.info('Mail sent', { template: message.template, language: message.language, sesMessageId });
      sent++;
    } catch (error) {
      logger.error('Mail send failed', {
        template: message.template,
        messageId: record.messageId,
        error: error as Error,
      });
      await releaseMailSend(message.dedupeKey);
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  // A monitoring figure (system health), once per batch.
  await countMailSent(sent).catch((error: Error) => logger.warn('Mail count not updated', { error }));
  return { batchItemFailures };
}
