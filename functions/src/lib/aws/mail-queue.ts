import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { MailMessage } from '@lunia/shared/mail/templates';
import { clientConfig, env } from '../env';

let sqs: SQSClient | undefined;

/** Queues an e-mail for the mail worker: the only way the product sends e-mail. */
export async function enqueueMail(message: MailMessage): Promise<void> {
  sqs ??= new SQSClient(clientConfig('sqs'));
  await sqs.send(new SendMessageCommand({ QueueUrl: env.mailQueueUrl, MessageBody: JSON.stringify(message) }));
}
