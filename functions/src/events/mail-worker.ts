import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { LANGUAGES } from '@lunia/shared/domain/constants';
import { isMailTemplateId, type MailMessage, renderMail } from '@lunia/shared/mail/templates';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { MAIL_LOG_RETENTION_SECONDS, mailIdempotencyStore } from '../data/mail-log';
import { countMailSent } from '../data/system-signals';
import { sendRenderedMail } from '../lib/aws/ses';
import { logDigest } from '../lib/digest';
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

/** E-mails actually sent in one invocation (a replayed outcome is not counted). */
interface Tally {
  sent: number;
}

const idempotencyConfig = new IdempotencyConfig({
  eventKeyJmesPath: 'dedupeKey',
  expiresAfterSeconds: MAIL_LOG_RETENTION_SECONDS,
});

type SendOnce = (message: MailMessage, tally: Tally) => Promise<{ sesMessageId: string | null }>;
let sendOnce: SendOnce | undefined;

/** Sends a message through SES once per dedupe key (data/mail-log.ts); stores the SES message id. */
function sender(): SendOnce {
  sendOnce ??= makeIdempotent(
    async (message: MailMessage, tally: Tally) => {
      const sesMessageId = await sendRenderedMail(message.to, renderMail(message));
      tally.sent++;
      logger.info('Mail sent', { template: message.template, language: message.language, sesMessageId });
      return { sesMessageId: sesMessageId ?? null };
    },
    { persistenceStore: mailIdempotencyStore(), config: idempotencyConfig, dataIndexArgument: 0 },
  );
  return sendOnce;
}

/**
 * Consumes a mail queue (the form and notification mail queue, and the auth mail queue through
 * events/auth-mail-worker.ts): renders each message with the shared templates and sends it through
 * SES, at least once and, by the dedupe key's idempotency record, not twice. Reports failed records
 * individually so only those are retried (and dead-lettered after the queue's maximum receives);
 * malformed messages are logged and dropped, never retried forever. Log lines carry no address: the
 * dedupe key may contain one, so it is logged as a digest.
 */
export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  if (context) idempotencyConfig.registerLambdaContext(context);
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  const tally: Tally = { sent: 0 };
  for (const record of event.Records) {
    const message = parseMessage(record.body);
    if (!message) {
      logger.error('Dropping malformed mail message', { messageId: record.messageId });
      continue;
    }
    try {
      await sender()(message, tally);
    } catch (error) {
      logger.error('Mail send failed', {
        template: message.template,
        messageId: record.messageId,
        dedupeKey: logDigest(message.dedupeKey),
        errorName: (error as Error).name,
      });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  // A monitoring figure (system health), once per batch.
  await countMailSent(tally.sent).catch((error: Error) => logger.warn('Mail count not updated', { error }));
  return { batchItemFailures };
}
