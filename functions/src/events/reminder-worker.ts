/**
 * Consumes the reminder queue: one message per recipient of a reminder job. Records are processed in
 * parallel with Powertools' batch processor, which reports failed records individually (partial batch
 * response) so only those are retried, with the queue's backoff, and dead-lettered after the
 * queue's maximum receives.
 *
 * Exactly once per job and recipient:
 * - sending: Powertools idempotency keyed on [jobId, userId] (records in the table under
 *   `IDEMPOTENCY#reminder-worker`): a redelivered message gets the stored outcome, not a second e-mail;
 * - counting and auditing: the outcome item's conditional Put (use-cases/reminders/record-reminder-outcome.ts).
 * Expiry reminders (`kind: 'expiry'`, queued by the daily expiry job through the table stream) use
 * the same queue: sent once per [documentId, expiresOn, threshold, userId] by their own idempotency
 * records (`IDEMPOTENCY#expiry-reminder`); the claim item already made the reminder happen once.
 * Every record is validated against the reminder queue's schema first (events/queue-consumer.ts): a
 * message that is not a reminder (not JSON, wrong shape, unknown kind) does nothing, fails every time
 * and ends in the dead-letter queue.
 * Extension orders (`kind: 'extension'`, issue 27) share the queue too: each message is one document
 * an order extends, changed at most once by its outcome item (use-cases/extension-orders/extend-document-expiry.ts).
 */
import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import type { ExpiryReminderMessage, ReminderMessage, ReminderQueueMessage } from '@lunia/shared/queue-messages';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { IDEMPOTENCY_RETENTION_SECONDS } from '../data/idempotency';
import { idempotencyStore } from '../data/idempotency-store';
import { countMailSent } from '../data/system-signals';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { createPacer } from '../lib/pacer';
import { extendDocumentExpiry } from '../use-cases/extension-orders/extend-document-expiry';
import { type DeliveryOutcome, deliverDocumentReminder } from '../use-cases/reminders/deliver-document-reminder';
import { deliverExpiryReminder, type ExpiryDeliveryOutcome } from '../use-cases/reminders/deliver-expiry-reminder';
import { recordReminderOutcome } from '../use-cases/reminders/record-reminder-outcome';
import { eventHandlers } from './manifest';
import { processQueueBatch } from './queue-consumer';
import { countReminderOutcome } from './reminder-metrics';

const MAX_RECEIVES = eventHandlers.reminderWorker.source.maxReceiveCount;

let deliverOnce: ((message: ReminderMessage) => Promise<DeliveryOutcome>) | undefined;
const idempotencyConfig = new IdempotencyConfig({
  eventKeyJmesPath: '[jobId, userId]',
  expiresAfterSeconds: IDEMPOTENCY_RETENTION_SECONDS,
});

let deliverExpiryOnce: ((message: ExpiryReminderMessage) => Promise<ExpiryDeliveryOutcome>) | undefined;
const expiryIdempotencyConfig = new IdempotencyConfig({
  eventKeyJmesPath: '[documentId, expiresOn, threshold, userId]',
  expiresAfterSeconds: IDEMPOTENCY_RETENTION_SECONDS,
});

function expiryDeliverer() {
  deliverExpiryOnce ??= makeIdempotent((message: ExpiryReminderMessage) => deliverExpiryReminder(message), {
    persistenceStore: idempotencyStore('expiry-reminder'),
    config: expiryIdempotencyConfig,
  });
  return deliverExpiryOnce;
}

function deliverer() {
  deliverOnce ??= makeIdempotent((message: ReminderMessage) => deliverDocumentReminder(message), {
    persistenceStore: idempotencyStore('reminder-worker'),
    config: idempotencyConfig,
  });
  return deliverOnce;
}

/**
 * Documents one worker instance extends per second (4 instances: 100/s), where sends are paced: each
 * extension rewrites the document on the review and expiry indexes, its audit event and, through the
 * stream, its owner's profile, so this keeps every one-value index partition an order touches under
 * half its write limit (docs/data-model.md, "Capacity (issue 28)").
 */
const EXTENSIONS_PER_SECOND = 25;

/**
 * Extensions at EXTENSIONS_PER_SECOND (lib/pacer.ts); e-mails at this worker's share of the stage's
 * bulk rate, paced at the SES call (lib/aws/ses.ts, the bulk stream, issue 39).
 */
const paced = createPacer<'extension'>();

async function processMessage(parsed: ReminderQueueMessage, record: SQSRecord, sent: { count: number }): Promise<void> {
  // A document of an extension order: changed once by its outcome item, no e-mail sent here (issue 27).
  if (parsed.kind === 'extension') {
    // Paced where sends are (AWS); the local stack paces neither.
    const rate = env.reminderSendRatePerSecond ? EXTENSIONS_PER_SECOND : undefined;
    await paced('extension', rate, () => extendDocumentExpiry({ message: parsed }));
    return;
  }
  if (parsed.kind === 'expiry') {
    // Sends are paced at the SES call itself (lib/aws/ses.ts, the bulk stream).
    const outcome = await expiryDeliverer()(parsed);
    if (outcome.status === 'sent') {
      sent.count++;
      await countReminderOutcome(undefined, 'sent');
    } else logger.info('Expiry reminder not sent', { documentId: parsed.documentId, reason: outcome.reason });
    return;
  }
  const message = parsed;
  let outcome: DeliveryOutcome;
  try {
    outcome = await deliverer()(message);
  } catch (error) {
    const lastAttempt = Number(record.attributes.ApproximateReceiveCount) >= MAX_RECEIVES;
    logger.warn('Reminder not sent', { jobId: message.jobId, lastAttempt, error: error as Error });
    // On the last attempt the recipient is counted as failed (the message itself goes to the DLQ).
    const failed = { status: 'failed', reason: 'undeliverable' } as const;
    if (lastAttempt && (await recordReminderOutcome({ message, outcome: failed }))) {
      await countReminderOutcome(message.jobId, 'failed');
    }
    throw error;
  }
  const counted = await recordReminderOutcome({ message, outcome });
  if (counted && outcome.status === 'sent') sent.count++;
  if (counted) await countReminderOutcome(message.jobId, outcome.status);
}

export async function handler(event: SQSEvent, context: Context) {
  idempotencyConfig.registerLambdaContext(context);
  expiryIdempotencyConfig.registerLambdaContext(context);
  const sent = { count: 0 };
  const response = await processQueueBatch(event, {
    messages: 'reminders',
    context,
    inParallel: true,
    process: (message, record) => processMessage(message, record, sent),
  });
  // A monitoring figure: written once per batch, after the e-mails went out.
  await countMailSent(sent.count).catch((error: Error) => logger.warn('Mail count not updated', { error }));
  return response;
}
