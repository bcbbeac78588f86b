/**
 * The reminder queue: one message per recipient of a reminder job, or of an expiry reminder (the
 * daily expiry job's, `kind: 'expiry'`), sent in batches of ten
 * (SendMessageBatch) as signed JSON calls (lib/aws/aws-json-call.ts), several batches at a time.
 * Entries SQS refuses are retried once and then reported by throwing, so the caller's stream record
 * is retried (the worker's idempotency makes the resent recipients harmless). The messages' types are
 * their schemas' (@lunia/shared/queue-messages), which the reminder worker validates.
 */
import type { ReminderQueueMessage } from '@lunia/shared/queue-messages';
import { env } from '../env';
import { correlationMessageAttributes } from '../logger';
import { awsJsonCall } from './aws-json-call';

const BATCH = 10;
const PARALLEL_BATCHES = 8;

interface BatchResult {
  Successful?: { Id: string }[];
  Failed?: { Id: string; Code?: string; Message?: string }[];
}

async function sendBatch(messages: ReminderQueueMessage[]): Promise<ReminderQueueMessage[]> {
  const result = await awsJsonCall<BatchResult>({
    service: 'sqs',
    endpoint: env.endpoint('sqs') ?? `https://sqs.${env.region}.amazonaws.com`,
    target: 'AmazonSQS.SendMessageBatch',
    jsonVersion: '1.0',
    input: {
      QueueUrl: env.reminderQueueUrl,
      // Each message carries the job's correlation id (lib/logger.ts) to the reminder worker.
      Entries: messages.map((message, i) => ({
        Id: String(i),
        MessageBody: JSON.stringify(message),
        ...correlationMessageAttributes(),
      })),
    },
  });
  return (result.Failed ?? []).map((failure) => messages[Number(failure.Id)]).filter((m) => m !== undefined);
}

/** Queues every message (ten per call, a few calls at a time). */
export async function enqueueReminders(messages: readonly ReminderQueueMessage[]): Promise<void> {
  const batches: ReminderQueueMessage[][] = [];
  for (let i = 0; i < messages.length; i += BATCH) batches.push(messages.slice(i, i + BATCH));
  let next = 0;
  const lane = async () => {
    while (next < batches.length) {
      const batch = batches[next++] as ReminderQueueMessage[];
      const failed = await sendBatch(batch);
      if (failed.length > 0 && (await sendBatch(failed)).length > 0) {
        throw new Error(`The reminder queue refused ${failed.length} messages`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_BATCHES, batches.length) }, lane));
}
