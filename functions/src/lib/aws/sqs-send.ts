/**
 * One SQS SendMessage as a signed JSON call (./aws-json-call.ts) rather than the SQS SDK client, which
 * costs bundle budget (see ./mail-queue.ts). The message carries the cause's correlation id
 * (lib/logger.ts) as message attributes, so the consumer's log lines carry it too.
 */
import { env } from '../env';
import { correlationMessageAttributes } from '../logger';
import { awsJsonCall } from './aws-json-call';

/** Sends `message` as JSON to `queueUrl`; a positive `delaySeconds` delays it (at most SQS's 900 s). */
export async function sendQueueMessage(queueUrl: string, message: unknown, delaySeconds = 0): Promise<void> {
  await awsJsonCall({
    service: 'sqs',
    endpoint: env.endpoint('sqs') ?? `https://sqs.${env.region}.amazonaws.com`,
    target: 'AmazonSQS.SendMessage',
    jsonVersion: '1.0',
    input: {
      QueueUrl: queueUrl,
      MessageBody: JSON.stringify(message),
      ...correlationMessageAttributes(),
      ...(delaySeconds > 0 ? { DelaySeconds: Math.min(900, Math.round(delaySeconds)) } : {}),
    },
  });
}
