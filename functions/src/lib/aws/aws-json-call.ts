/**
 * AWS calls as SigV4-signed fetches, for functions whose bundle cannot afford the service's SDK
 * client: JSON-protocol APIs (Cognito, KMS, SQS: lib/cognito-admin.ts, the custom e-mail sender) and
 * SES v2's REST-JSON SendEmail (lib/ses.ts). Errors become AwsCallError with the service's error
 * type as `name`.
 */
import { SignatureV4 } from '@smithy/signature-v4';
import { env } from '../env';
import { credentialsFromEnvironment } from './aws-credentials';
import { NodeSha256 } from './node-sha256';
import { withRetries } from './retry';

export class AwsCallError extends Error {
  constructor(
    name: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = name;
  }
}

export interface AwsJsonCall {
  /** Signing name: 'cognito-idp', 'kms', 'sqs'. */
  service: string;
  /** Endpoint base URL (an emulator's locally, the regional endpoint in AWS). */
  endpoint: string;
  /** X-Amz-Target, e.g. `TrentService.Decrypt`. */
  target: string;
  jsonVersion: '1.0' | '1.1';
  input: Record<string, unknown>;
}

const signers = new Map<string, SignatureV4>();

function signerFor(service: string): SignatureV4 {
  let signer = signers.get(service);
  if (!signer) {
    signer = new SignatureV4({
      service,
      region: env.region,
      sha256: NodeSha256,
      credentials: async () => credentialsFromEnvironment(),
    });
    signers.set(service, signer);
  }
  return signer;
}

export interface SignedJsonRequest {
  /** Signing name: 'cognito-idp', 'kms', 'sqs', 'ses'. */
  service: string;
  url: URL;
  /** Protocol headers (content type, X-Amz-Target); `host` is added. */
  headers: Record<string, string>;
  input: unknown;
}

/**
 * POSTs a JSON body signed with SigV4 and returns the parsed JSON answer; errors become AwsCallError.
 * Throttling, 5xx and network failures are retried with backoff and jitter (./retry.ts).
 */
export function signedJsonRequest<T>(request: SignedJsonRequest): Promise<T> {
  return withRetries(() => signedJsonAttempt<T>(request));
}

async function signedJsonAttempt<T>(request: SignedJsonRequest): Promise<T> {
  const { url } = request;
  const body = JSON.stringify(request.input);
  const signed = await signerFor(request.service).sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname || '/',
    query: {},
    headers: { host: url.host, ...request.headers },
    body,
  });
  const response = await fetch(url, {
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
    const type = response.headers.get('x-amzn-errortype') ?? String(json.__type ?? 'UnknownError');
    // Types come bare, namespaced ("com.amazonaws...#NotFound") or with ":<uri>" appended.
    const name = type.split(':')[0]?.split('#').pop() || 'UnknownError';
    throw new AwsCallError(name, String(json.message ?? json.Message ?? `HTTP ${response.status}`), response.status);
  }
  return json as T;
}

/** One call of an AWS JSON-protocol API (X-Amz-Target). */
export function awsJsonCall<T = Record<string, unknown>>(call: AwsJsonCall): Promise<T> {
  return signedJsonRequest<T>({
    service: call.service,
    url: new URL(call.endpoint),
    headers: { 'content-type': `application/x-amz-json-${call.jsonVersion}`, 'x-amz-target': call.target },
    input: call.input,
  });
}
