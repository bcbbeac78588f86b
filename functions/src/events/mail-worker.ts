import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { invitesReply, mailStreamOf } from '@lunia/shared/mail/sending';
import { renderMail } from '@lunia/shared/mail/templates';
import type { MailMessage } from '@lunia/shared/queue-messages';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { getEmailSuppression } from '../data/email-suppressions';
import { IDEMPOTENCY_RETENTION_SECONDS } from '../data/idempotency';
import { idempotencyStore } from '../data/idempotency-store';
import { countMailSent } from '../data/system-signals';
import { sendRenderedMail } from '../lib/aws/ses';
import { sendThroughThrottling } from '../lib/aws/ses-throttle';
import { unsubscribeHeaders } from '../lib/aws/unsubscribe-link';
import { logDigest } from '../lib/digest';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { processQueueBatch } from './queue-consumer';

/** E-mails actually sent in one invocation (a replayed outcome is not counted), and those skipped as suppressed. */
interface Tally {
  sent: number;
  suppressed: number;
}

const idempotencyConfig = new IdempotencyConfig({
  eventKeyJmesPath: 'dedupeKey',
  expiresAfterSeconds: IDEMPOTENCY_RETENTION_SECONDS,
});

type SendOnce = (message: MailMessage, tally: Tally) => Promise<{ sesMessageId: string | null }>;
let sendOnce: SendOnce | undefined;

/** Sends a message through SES once per dedupe key (data/idempotency-store.ts); stores the SES message id. */
function sender(): SendOnce {
  sendOnce ??= makeIdempotent(
    async (message: MailMessage, tally: Tally) => {
      const mail = renderMail(message);
      // An optional e-mail carries its one-click unsubscribe (RFC 8058); required mail carries none.
      const headers = message.unsubscribe
        ? await unsubscribeHeaders(message.unsubscribe.userId, message.unsubscribe.category)
        : [];
      const options = {
        stream: mailStreamOf(message.template),
        replyTo: invitesReply(message.template) ? env.supportInbox : undefined,
        headers,
      };
      // A code or a notice throttled by SES waits a moment for a free slot, not minutes in the queue (issue 39).
      const sesMessageId = await sendThroughThrottling(() => sendRenderedMail(message.to, mail, options));
      tally.sent++;
      logger.info('Mail sent', { template: message.template, language: message.language, sesMessageId });
      return { sesMessageId: sesMessageId ?? null };
    },
    { persistenceStore: idempotencyStore('mail-worker'), config: idempotencyConfig, dataIndexArgument: 0 },
  );
  return sendOnce;
}

/**
 * Consumes a mail queue (the form and notification mail queue, and the auth mail queue through
 * events/auth-mail-worker.ts): renders each message with the shared templates and sends it through
 * SES, at least once and, by the dedupe key's idempotency record, not twice. Each record is validated
 * against the mail message schema first (events/queue-consumer.ts): a malformed one sends nothing,
 * fails alone and ends in the dead-letter queue. Failed records are reported individually so only
 * those are retried (and dead-lettered after the queue's maximum receives). An address on the
 * suppression list (data/email-suppressions.ts) is skipped: the message succeeds, nothing is sent. Log lines carry no
 * address: the dedupe key may contain one, so it is logged as a digest.
 */
export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  if (context) idempotencyConfig.registerLambdaContext(context);
  const tally: Tally = { sent: 0, suppressed: 0 };
  const response = await processQueueBatch(event, {
    messages: 'mail',
    context,
    process: async (message, record) => {
      // An address SES reported as a hard bounce or a complaint is never mailed again (one GetItem).
      if (await getEmailSuppression(message.to)) {
        tally.suppressed++;
        logger.info('Mail not sent: the address is suppressed', {
          template: message.template,
          messageId: record.messageId,
        });
        return;
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
        throw error;
      }
    },
  });
  if (tally.suppressed > 0) logger.info('Mail to suppressed addresses skipped', { suppressed: tally.suppressed });
  // A monitoring figure (system health), once per batch.
  await countMailSent(tally.sent).catch((error: Error) => logger.warn('Mail count not updated', { error }));
  return response;
}
