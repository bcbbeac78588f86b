/**
 * The counter recount's queue: one message per step of a recount job (a page of the table, or the
 * final write), sent as a signed JSON call (./sqs-send.ts). The delay lets the table
 * stream apply the changes of the previous step before the next one reads the counters. The
 * message's type is its schema's (@lunia/shared/queue-messages), which the worker validates.
 */
import type { CounterRecountMessage } from '@lunia/shared/queue-messages';
import { env } from '../env';
import { sendQueueMessage } from './sqs-send';

export async function enqueueCounterRecountStep(message: CounterRecountMessage, delaySeconds = 0): Promise<void> {
  await sendQueueMessage(env.counterRecountQueueUrl, message, delaySeconds);
}
