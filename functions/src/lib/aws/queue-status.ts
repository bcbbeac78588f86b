/** Queue depth for system health: GetQueueAttributes as one signed JSON call (lib/aws/aws-json-call.ts). */
import { env } from '../env';
import { awsJsonCall } from './aws-json-call';

export interface QueueDepth {
  waiting: number;
  inFlight: number;
}

export async function queueDepth(queueUrl: string): Promise<QueueDepth> {
  const { Attributes = {} } = await awsJsonCall<{ Attributes?: Record<string, string> }>({
    service: 'sqs',
    endpoint: env.endpoint('sqs') ?? `https://sqs.${env.region}.amazonaws.com`,
    target: 'AmazonSQS.GetQueueAttributes',
    jsonVersion: '1.0',
    input: {
      QueueUrl: queueUrl,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    },
  });
  return {
    waiting: Number(Attributes.ApproximateNumberOfMessages ?? 0),
    inFlight: Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0),
  };
}
