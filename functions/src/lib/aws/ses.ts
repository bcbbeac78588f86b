/**
 * Sends e-mail with the SES v2 `SendEmail` API as one SigV4-signed HTTPS request, signed by the SDK's
 * own signer. The full `@aws-sdk/client-sesv2` adds ~60 KB (its schemas plus the REST-JSON protocol)
 * to the mail worker, which pushed it over the 250 KB bundle budget for a single call whose request
 * and response are small, stable JSON (docs/decisions/0001-foundation.md).
 */
import type { MailStream } from '@lunia/shared/mail/sending';
import type { RenderedMail } from '@lunia/shared/mail/templates';
import { env } from '../env';
import { currentCorrelationId } from '../logger';
import { createPacer } from '../pacer';
import { signedJsonRequest } from './aws-json-call';

const SEND_EMAIL_PATH = '/v2/email/outbound-emails';

/** A header SES v2 adds to a Simple message (`Content.Simple.Headers`, MessageHeader: Name and Value). */
export interface MailHeader {
  Name: string;
  Value: string;
}

export interface SendOptions {
  /** Which configuration set the send names (issue 39): transactional unless said otherwise. */
  stream?: MailStream;
  /** Reply-To (the stage's support inbox, for e-mails that invite a reply). */
  replyTo?: string | undefined;
  /** Headers added as they are (the one-click unsubscribe of optional e-mail: lib/aws/unsubscribe-link.ts). */
  headers?: readonly MailHeader[];
}

/** The configuration set a stream's sends name; bulk falls back to the transactional set when unset. */
const configurationSetOf = (stream: MailStream) =>
  stream === 'bulk' ? (env.sesBulkConfigurationSet ?? env.sesConfigurationSet) : env.sesConfigurationSet;

/**
 * Bulk sends are paced right at the SES call, to this instance's share of the stage's bulk rate
 * (REMINDER_SEND_RATE, infra/lib/lunia-app.ts): pacing the start of a delivery instead let the reads
 * before each send bunch the calls into bursts over the account's rate (issue 39). Transactional
 * sends are never paced.
 */
const pacedBulk = createPacer<'bulk'>();

/** Sends one e-mail from the configured sender; returns SES's message id. */
export async function sendRenderedMail(
  to: string,
  mail: RenderedMail,
  options: SendOptions = {},
): Promise<string | undefined> {
  const stream = options.stream ?? 'transactional';
  const configurationSet = configurationSetOf(stream);
  const endpoint = new URL(env.endpoint('ses') ?? `https://email.${env.region}.amazonaws.com`);
  // A bulk send waits for its slot right before the call.
  if (stream === 'bulk') await pacedBulk('bulk', env.reminderSendRatePerSecond, async () => undefined);
  const result = await signedJsonRequest<{ MessageId?: string }>({
    service: 'ses',
    url: new URL(`${endpoint.pathname.replace(/\/$/, '')}${SEND_EMAIL_PATH}`, endpoint),
    headers: { 'content-type': 'application/json' },
    input: {
      FromEmailAddress: env.mailFrom,
      // Every send names its stream's configuration set, so its bounces and complaints reach the suppression list.
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      Destination: { ToAddresses: [to] },
      ...(options.replyTo ? { ReplyToAddresses: [options.replyTo] } : {}),
      ...correlationTag(),
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          ...(options.headers && options.headers.length > 0 ? { Headers: options.headers } : {}),
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
