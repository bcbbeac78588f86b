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
 * A message that is not a reminder (poisoned) fails every time and ends in the dead-letter queue.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { expiryReminderKeys, reminderJobKeys } from '../data/keys';
import { countMailSent } from '../data/system-signals';
import type { ExpiryReminderMessage, ReminderMessage } from '../lib/aws/reminder-queue';
import { clientConfig, env } from '../lib/env';
import { logger } from '../lib/logger';
import { type DeliveryOutcome, deliverDocumentReminder } from '../use-cases/reminders/deliver-document-reminder';
import { deliverExpiryReminder, type ExpiryDeliveryOutcome } from '../use-cases/reminders/deliver-expiry-reminder';
import { recordReminderOutcome } from '../use-cases/reminders/record-reminder-outcome';
import { eventHandlers } from './manifest';

const MAX_RECEIVES = eventHandlers.reminderWorker.source.maxReceiveCount;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export class PoisonedMessageError extends Error {
  override name = 'PoisonedMessageError';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseExpiryMessage(value: Partial<ExpiryReminderMessage>): ExpiryReminderMessage {
  const { documentId, expiresOn, threshold, daysLeft, userId } = value;
  if (
    typeof documentId !== 'string' ||
    !ID_PATTERN.test(documentId) ||
    typeof expiresOn !== 'string' ||
    !ISO_DATE.test(expiresOn) ||
    typeof threshold !== 'number' ||
    !Number.isInteger(threshold) ||
    typeof daysLeft !== 'number' ||
    !Number.isInteger(daysLeft) ||
    typeof userId !== 'string' ||
    !ID_PATTERN.test(userId)
  ) {
    throw new PoisonedMessageError('The message is not an expiry reminder');
  }
  return { kind: 'expiry', documentId, expiresOn, threshold, daysLeft, userId };
}

function parseMessage(body: string): ReminderMessage | ExpiryReminderMessage {
  let value: Partial<ReminderMessage> & { kind?: unknown };
  try {
    value = JSON.parse(body) as Partial<ReminderMessage> & { kind?: unknown };
  } catch {
    throw new PoisonedMessageError('The message is not JSON');
  }
  if (value && typeof value === 'object' && value.kind === 'expiry') {
    return parseExpiryMessage(value as Partial<ExpiryReminderMessage>);
  }
  const { jobId, userId, language, actor } = value ?? {};
  if (
    typeof jobId !== 'string' ||
    !ID_PATTERN.test(jobId) ||
    typeof userId !== 'string' ||
    !ID_PATTERN.test(userId) ||
    (language !== 'en' && language !== 'es') ||
    typeof actor?.id !== 'string' ||
    typeof actor.name !== 'string'
  ) {
    throw new PoisonedMessageError('The message is not a document reminder');
  }
  return { jobId, userId, language, actor: { id: actor.id, name: actor.name } };
}

let deliverOnce: ((message: ReminderMessage) => Promise<DeliveryOutcome>) | undefined;
const idempotencyConfig = new IdempotencyConfig({
  eventKeyJmesPath: '[jobId, userId]',
  // Long enough to outlive every redelivery of the message (the queue keeps messages for 4 days).
  expiresAfterSeconds: 5 * 24 * 3600,
});

let deliverExpiryOnce: ((message: ExpiryReminderMessage) => Promise<ExpiryDeliveryOutcome>) | undefined;
const expiryIdempotencyConfig = new IdempotencyConfig({
  eventKeyJmesPath: '[documentId, expiresOn, threshold, userId]',
  expiresAfterSeconds: 5 * 24 * 3600,
});

function expiryDeliverer() {
  deliverExpiryOnce ??= makeIdempotent((message: ExpiryReminderMessage) => deliverExpiryReminder(message), {
    persistenceStore: new DynamoDBPersistenceLayer({
      tableName: env.tableName,
      keyAttr: 'PK',
      sortKeyAttr: 'SK',
      staticPkValue: expiryReminderKeys.idempotencyPartition,
      expiryAttr: 'expiresAt',
      clientConfig: clientConfig('dynamodb'),
    }),
    config: expiryIdempotencyConfig,
  });
  return deliverExpiryOnce;
}

function deliverer() {
  deliverOnce ??= makeIdempotent((message: ReminderMessage) => deliverDocumentReminder(message), {
    persistenceStore: new DynamoDBPersistenceLayer({
      tableName: env.tableName,
      keyAttr: 'PK',
      sortKeyAttr: 'SK',
      staticPkValue: reminderJobKeys.idempotencyPartition,
      expiryAttr: 'expiresAt',
      clientConfig: clientConfig('dynamodb'),
    }),
    config: idempotencyConfig,
  });
  return deliverOnce;
}

/** Paces sends to the configured rate (SES quota share of this worker); no pacing when unset. */
let nextSendAt = 0;
async function paced<T>(send: () => Promise<T>): Promise<T> {
  const rate = env.reminderSendRatePerSecond;
  if (rate) {
    const now = Date.now();
    const at = Math.max(now, nextSendAt);
    nextSendAt = at + 1000 / rate;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }
  return send();
}

async function processRecord(record: SQSRecord, sent: { count: number }): Promise<void> {
  const parsed = parseMessage(record.body);
  if ('kind' in parsed) {
    const outcome = await paced(() => expiryDeliverer()(parsed));
    if (outcome.status === 'sent') sent.count++;
    else logger.info('Expiry reminder not sent', { documentId: parsed.documentId, reason: outcome.reason });
    return;
  }
  const message = parsed;
  let outcome: DeliveryOutcome;
  try {
    outcome = await paced(() => deliverer()(message));
  } catch (error) {
    const lastAttempt = Number(record.attributes.ApproximateReceiveCount) >= MAX_RECEIVES;
    logger.warn('Reminder not sent', { jobId: message.jobId, lastAttempt, error: error as Error });
    // On the last attempt the recipient is counted as failed (the message itself goes to the DLQ).
    if (lastAttempt) await recordReminderOutcome({ message, outcome: { status: 'failed', reason: 'undeliverable' } });
    throw error;
  }
  const counted = await recordReminderOutcome({ message, outcome });
  if (counted && outcome.status === 'sent') sent.count++;
}

export async function handler(event: SQSEvent, context: Context) {
  idempotencyConfig.registerLambdaContext(context);
  expiryIdempotencyConfig.registerLambdaContext(context);
  const sent = { count: 0 };
  const processor = new BatchProcessor(EventType.SQS);
  const response = await processPartialResponse(event, (record: SQSRecord) => processRecord(record, sent), processor, {
    context,
    processInParallel: true,
  });
  // A monitoring figure: written once per batch, after the e-mails went out.
  await countMailSent(sent.count).catch((error: Error) => logger.warn('Mail count not updated', { error }));
  return response;
}
