import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { RenderedMail } from '@lunia/shared/mail/templates';
import { clientConfig, env } from './env';

let ses: SESv2Client | undefined;

export async function sendRenderedMail(to: string, mail: RenderedMail): Promise<string | undefined> {
  ses ??= new SESv2Client(clientConfig('ses'));
  const result = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: env.mailFrom,
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  return result.MessageId;
}
