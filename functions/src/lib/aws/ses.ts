/**
 * Sends e-mail with the SES v2 `SendEmail` API as one SigV4-signed HTTPS request, signed by the SDK's
 * own signer. The full `@aws-sdk/client-sesv2` adds ~60 KB (its schemas plus the REST-JSON protocol)
 * to the mail worker, which pushed it over the 250 KB bundle budget for a single call whose request
 * and response are small, stable JSON (docs/decisions/0001-foundation.md).
 */
import type { RenderedMail } from '@lunia/shared/mail/templates';
import { env } from '../env';
import { currentCorrelationId } from '../logger';
import { signedJsonRequest } from './aws-json-call';

const SEND_EMAIL_PATH = '/v2/email/outbound-emails';

/** A header SES v2 adds to a Simple message (`Content.Simple.Headers`, MessageHeader: Name and Value). */
export interface MailHeader {
  Name: string;
  Value: string;
}

/**
 * Sends one e-mail from the configured sender; returns SES's message id. `headers` are added to the
 * message as they are (the one-click unsubscribe of optional e-mail: lib/aws/unsubscribe-link.ts).
 */
export async function sendRenderedMail(
  to: string,
  mail: RenderedMail,
  headers: readonly MailHeader[] = [],
): Promise<string | undefined> {
  const endpoint = new URL(env.endpoint('ses') ?? `https://email.${env.region}.amazonaws.com`);
  const result = await signedJsonRequest<{ MessageId?: string }>({
    service: 'ses',
    url: new URL(`${endpoint.pathname.replace(/\/$/, '')}${SEND_EMAIL_PATH}`, endpoint),
    headers: { 'content-type': 'application/json' },
    input: {
      FromEmailAddress: env.mailFrom,
      // Every send names the configuration set, so its bounces and complaints reach the suppression list.
      ...(env.sesConfigurationSet ? { ConfigurationSetName: env.sesConfigurationSet } : {}),
      Destination: { ToAddresses: [to] },
      ...correlationTag(),
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          ...(headers.length > 0 ? { Headers: headers } : {}),
        },
      },
    },
  });
  return result.MessageId;
}

/** The send's `correlation_id` tag (lib/logger.ts): SES events and the sending logs name the cause. */
function correlationTag(): { EmailTags?: { Name: string; Value: string }[] } {
  const id = currentCorrelationId();
  return id ? { EmailTags: [{ Name: 'correlation_id', Value: id }] } : {};
}
