/** An SQS record as Lambda hands it to a queue consumer, for the workers' unit tests. */
import type { SQSRecord } from 'aws-lambda';

export const sqsRecord = (input: {
  messageId: string;
  body: string;
  /** The queue's name in its ARN (queue-consumer.ts reads which queue a record came from by it). */
  queue: string;
  receiveCount?: number;
}): SQSRecord => ({
  messageId: input.messageId,
  receiptHandle: input.messageId,
  body: input.body,
  attributes: {
    ApproximateReceiveCount: String(input.receiveCount ?? 1),
    SentTimestamp: '0',
    SenderId: 'test',
    ApproximateFirstReceiveTimestamp: '0',
  },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: `arn:aws:sqs:us-east-1:000000000000:${input.queue}`,
  awsRegion: 'us-east-1',
});
