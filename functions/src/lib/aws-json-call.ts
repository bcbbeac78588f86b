/**
 * One call of an AWS JSON-protocol API (Cognito, KMS, SQS) as a SigV4-signed fetch, for functions
 * whose bundle cannot afford the service's SDK client (see lib/cognito-admin.ts, the custom e-mail
 * sender). Errors become AwsCallError with the service's error type as `name`.
 */
import { SignatureV4 } from '@smithy/signature-v4';
import { credentialsFromEnvironment } from './aws-credentials';
import { env } from './env';
import { NodeSha256 } from './node-sha256';

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

export async function awsJsonCall<T = Record<string, unknown>>(call: AwsJsonCall): Promise<T> {
  const endpoint = new URL(call.endpoint);
  const body = JSON.stringify(call.input);
  const path = endpoint.pathname || '/';
  const signed = await signerFor(call.service).sign({
    method: 'POST',
    protocol: endpoint.protocol,
    hostname: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : undefined,
    path,
    query: {},
    headers: {
      host: endpoint.host,
      'content-type': `application/x-amz-json-${call.jsonVersion}`,
      'x-amz-target': call.target,
    },
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
    // A non-JSON answer is reported below with its status.
  }
  if (!response.ok) {
    const type = response.headers.get('x-amzn-errortype') ?? String(json.__type ?? 'UnknownError');
    // Types come bare, namespaced ("com.amazonaws...#NotFound") or with ":<uri>" appended.
    const name = type.split(':')[0]?.split('#').pop() || 'UnknownError';
    throw new AwsCallError(name, String(json.message ?? json.Message ?? `HTTP ${response.status}`), response.status);
  }
  return json as T;
}
