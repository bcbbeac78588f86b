/**
 * Queues an e-mail for the mail worker: the only way the product sends e-mail. One signed JSON
 * SendMessage request (lib/aws/aws-json-call.ts, as the custom e-mail sender does) rather than the
 * SQS SDK client, which put the functions that send a code from a request over the 250 KB bundle
 * budget (update profile and the e-mail code route measured 26x KB with it).
 */
import type { MailMessage } from '@lunia/shared/mail/templates';
import { env } from '../env';
import { awsJsonCall } from './aws-json-call';

export async function enqueueMail(message: MailMessage): Promise<void> {
  await awsJsonCall({
    service: 'sqs',
    endpoint: env.endpoint('sqs') ?? `https://sqs.${env.region}.amazonaws.com`,
    target: 'AmazonSQS.SendMessage',
    jsonVersion: '1.0',
    input: { QueueUrl: env.mailQueueUrl, MessageBody: JSON.stringify(message) },
  });
}
