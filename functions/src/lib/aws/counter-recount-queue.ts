/**
 * The counter recount's queue: one message per step of a recount job (a page of the table, or the
 * final write), sent as a signed JSON call (lib/aws/aws-json-call.ts). The delay lets the table
 * stream apply the changes of the previous step before the next one reads the counters. The
 * message's type is its schema's (@lunia/shared/queue-messages), which the worker validates.
 */
import type { CounterRecountMessage } from '@lunia/shared/queue-messages';
import { env } from '../env';
import { correlationMessageAttributes } from '../logger';
import { awsJsonCall } from './aws-json-call';

export async function enqueueCounterRecountStep(message: CounterRecountMessage, delaySeconds = 0): Promise<void> {
  await awsJsonCall({
    service: 'sqs',
    endpoint: env.endpoint('sqs') ?? `https://sqs.${env.region}.amazonaws.com`,
    target: 'AmazonSQS.SendMessage',
    jsonVersion: '1.0',
    input: {
      QueueUrl: env.counterRecountQueueUrl,
      MessageBody: JSON.stringify(message),
      ...correlationMessageAttributes(),
      ...(delaySeconds > 0 ? { DelaySeconds: Math.min(900, Math.round(delaySeconds)) } : {}),
    },
  });
}
