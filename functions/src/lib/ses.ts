/**
 * Sends e-mail with the SES v2 `SendEmail` API as one SigV4-signed HTTPS request, signed by the SDK's
 * own signer. The full `@aws-sdk/client-sesv2` adds ~60 KB (its schemas plus the REST-JSON protocol)
 * to the mail worker, which pushed it over the 250 KB bundle budget for a single call whose request
 * and response are small, stable JSON (docs/decisions.md).
 */
import { Sha256 } from '@aws-crypto/sha256-js';
import type { RenderedMail } from '@lunia/shared/mail/templates';
import { SignatureV4 } from '@smithy/signature-v4';
import { credentialsFromEnvironment } from './aws-credentials';
import { env } from './env';

const SEND_EMAIL_PATH = '/v2/email/outbound-emails';

export class SesSendError extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    message: string,
  ) {
    super(`SES SendEmail failed (${status} ${errorType}): ${message}`);
    this.name = 'SesSendError';
  }
}

let signer: SignatureV4 | undefined;

export async function sendRenderedMail(to: string, mail: RenderedMail): Promise<string | undefined> {
  const endpoint = new URL(env.endpoint('ses') ?? `https://email.${env.region}.amazonaws.com`);
  signer ??= new SignatureV4({
    service: 'ses',
    region: env.region,
    sha256: Sha256,
    credentials: async () => credentialsFromEnvironment(),
  });
  const body = JSON.stringify({
    FromEmailAddress: env.mailFrom,
    Destination: { ToAddresses: [to] },
    Content: {
      Simple: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
      },
    },
  });
  const path = `${endpoint.pathname.replace(/\/$/, '')}${SEND_EMAIL_PATH}`;
  const signed = await signer.sign({
    method: 'POST',
    protocol: endpoint.protocol,
    hostname: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : undefined,
    path,
    query: {},
    headers: { host: endpoint.host, 'content-type': 'application/json' },
    body,
  });
  const response = await fetch(new URL(path, endpoint), {
    method: 'POST',
    headers: signed.headers,
    body,
    signal: AbortSignal.timeout(8000),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // A non-JSON answer (a proxy's error page, say) is reported below with its status.
  }
  if (!response.ok) {
    const errorType = response.headers.get('x-amzn-errortype')?.split(':')[0] ?? String(json.__type ?? 'Unknown');
    throw new SesSendError(response.status, errorType, String(json.message ?? json.Message ?? text.slice(0, 200)));
  }
  return typeof json.MessageId === 'string' ? json.MessageId : undefined;
}
