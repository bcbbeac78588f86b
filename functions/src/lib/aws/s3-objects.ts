/**
 * S3 for our functions without `@aws-sdk/client-s3`: presigned POST uploads, presigned GET URLs, and
 * the few object calls the upload-event handlers make (read the first bytes, head, delete), each a
 * SigV4-signed request. The S3 client plus the presigners came to ~350 KB per function here, well
 * over the 250 KB budget, for requests whose shapes are small and stable (docs/decisions/0001-foundation.md).
 *
 * Addressing: virtual-hosted in AWS (`https://<bucket>.s3.<region>.amazonaws.com/<key>`), path-style
 * against the local S3 (`<endpoint>/<bucket>/<key>`), which needs it.
 */
import { createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { env } from '../env';
import { credentialsFromEnvironment } from './aws-credentials';
import { NodeSha256 as Sha256 } from './node-sha256';
import { withRetries } from './retry';

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

export interface PresignedPostInput {
  bucket: string;
  key: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
  expiresInSeconds: number;
  now?: Date;
}

export class S3RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'S3RequestError';
  }
}

/** Object keys in URL paths: every segment percent-encoded, slashes kept (as S3 expects). */
export const encodeKeyPath = (key: string) =>
  key
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/');

interface ObjectLocation {
  url: URL;
}

function objectLocation(bucket: string, key = ''): ObjectLocation {
  const endpoint = env.endpoint('s3');
  if (endpoint) {
    const base = endpoint.replace(/\/$/, '');
    return { url: new URL(`${base}/${bucket}/${encodeKeyPath(key)}`) };
  }
  return { url: new URL(`https://${bucket}.s3.${env.region}.amazonaws.com/${encodeKeyPath(key)}`) };
}

const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function signingKey(secret: string, dateStamp: string, region: string): Buffer {
  const kDate = createHmac('sha256', `AWS4${secret}`).update(dateStamp).digest();
  const kRegion = createHmac('sha256', kDate).update(region).digest();
  const kService = createHmac('sha256', kRegion).update('s3').digest();
  return createHmac('sha256', kService).update('aws4_request').digest();
}

/**
 * A browser upload straight to S3: the policy pins the key, the content type and the size range,
 * so S3 itself refuses anything else (the upload-event handler still checks the real bytes, since
 * the local S3 does not enforce policies).
 */
export function createPresignedPost(input: PresignedPostInput): PresignedPost {
  const credentials = credentialsFromEnvironment();
  const now = input.now ?? new Date();
  const date = amzDate(now);
  const dateStamp = date.slice(0, 8);
  const credential = `${credentials.accessKeyId}/${dateStamp}/${env.region}/s3/aws4_request`;
  const signedFields: Record<string, string> = {
    'Content-Type': input.contentType,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': credential,
    'X-Amz-Date': date,
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
  };
  const policy = {
    expiration: new Date(now.getTime() + input.expiresInSeconds * 1000).toISOString(),
    conditions: [
      { bucket: input.bucket },
      { key: input.key },
      ['content-length-range', input.minBytes, input.maxBytes],
      ...Object.entries(signedFields).map(([name, value]) => ({ [name]: value })),
    ],
  };
  const encodedPolicy = Buffer.from(JSON.stringify(policy)).toString('base64');
  const signature = createHmac('sha256', signingKey(credentials.secretAccessKey, dateStamp, env.region))
    .update(encodedPolicy)
    .digest('hex');
  const { url } = objectLocation(input.bucket);
  return {
    url: url.toString(),
    fields: { key: input.key, ...signedFields, Policy: encodedPolicy, 'X-Amz-Signature': signature },
  };
}

let signer: SignatureV4 | undefined;
const s3Signer = () =>
  (signer ??= new SignatureV4({
    service: 's3',
    region: env.region,
    sha256: Sha256,
    credentials: async () => credentialsFromEnvironment(),
    // S3 signs the path as sent, without the double encoding other services use.
    uriEscapePath: false,
  }));

function requestFor(method: string, url: URL, headers: Record<string, string> = {}) {
  return {
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: { host: url.host, ...headers },
  };
}

/**
 * A short-lived GET URL. `contentDisposition` (a whole header value, built by
 * domain/documents/download-name.ts) makes browsers save the file under that name.
 */
export async function presignGetUrl(input: {
  bucket: string;
  key: string;
  expiresInSeconds: number;
  contentDisposition?: string;
}): Promise<string> {
  const { url } = objectLocation(input.bucket, input.key);
  if (input.contentDisposition) url.searchParams.set('response-content-disposition', input.contentDisposition);
  const signed = await s3Signer().presign(requestFor('GET', url), { expiresIn: input.expiresInSeconds });
  const result = new URL(url.toString());
  result.search = '';
  for (const [name, value] of Object.entries(signed.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) if (v !== null) result.searchParams.append(name, v);
  }
  return result.toString();
}

/**
 * One signed S3 request. A 5xx answer (S3's `SlowDown`, `InternalError`) or a network failure is tried
 * again with backoff and jitter (./retry.ts); after the last attempt the caller gets that answer.
 */
async function signedFetch(
  method: string,
  bucket: string,
  key: string,
  headers: Record<string, string> = {},
  body?: string,
) {
  const { url } = objectLocation(bucket, key);
  const request = requestFor(method, url, { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD', ...headers });
  const signed = await s3Signer().sign(request);
  let failed: Response | undefined;
  try {
    return await withRetries(async () => {
      const response = await fetch(url, {
        method,
        headers: signed.headers as Record<string, string>,
        ...(body !== undefined ? { body } : {}),
        signal: AbortSignal.timeout(body !== undefined ? 60_000 : 8000),
      });
      if (response.status < 500) return response;
      failed = response;
      throw Object.assign(new Error(`S3 answered ${response.status}`), {
        name: 'S3ServerError',
        status: response.status,
      });
    });
  } catch (error) {
    if (failed && (error as { name?: string }).name === 'S3ServerError') return failed;
    throw error;
  }
}

export interface ObjectHead {
  size: number;
  contentType: string | undefined;
  /** The object's ETag without quotes (which bytes these are). */
  etag: string | undefined;
}

const unquoted = (etag: string | null | undefined) => (etag ? etag.replace(/"/g, '') : undefined);

/** Size and type of an object, or undefined if it does not exist (anymore). */
export async function headObject(bucket: string, key: string): Promise<ObjectHead | undefined> {
  const response = await signedFetch('HEAD', bucket, key);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new S3RequestError(response.status, `HEAD ${key} failed with ${response.status}`);
  return {
    size: Number(response.headers.get('content-length') ?? 0),
    contentType: response.headers.get('content-type') ?? undefined,
    etag: unquoted(response.headers.get('etag')),
  };
}

/**
 * `length` bytes of an object from `offset` (a ranged GET: magic bytes, structure checks), or
 * undefined if it does not exist — or, with `ifMatch`, if it is no longer the object with that ETag
 * (S3 answers 412; the local S3 ignores If-Match, so the ETag it returns is compared too).
 */
export async function readObjectRange(
  bucket: string,
  key: string,
  offset: number,
  length: number,
  options: { ifMatch?: string | undefined } = {},
): Promise<Buffer | undefined> {
  const response = await signedFetch('GET', bucket, key, {
    range: `bytes=${offset}-${offset + length - 1}`,
    ...(options.ifMatch ? { 'if-match': `"${options.ifMatch}"` } : {}),
  });
  if (response.status === 404 || response.status === 412) return undefined;
  if (!response.ok) throw new S3RequestError(response.status, `GET ${key} failed with ${response.status}`);
  if (options.ifMatch && unquoted(response.headers.get('etag')) !== options.ifMatch) return undefined;
  const bytes = Buffer.from(await response.arrayBuffer());
  // 206 is the range asked for; a server that ignores Range answers 200 with the whole object.
  const start = response.status === 206 ? 0 : offset;
  return bytes.subarray(start, start + length);
}

/** The first `length` bytes of an object (for magic-byte checks); see readObjectRange. */
export const readObjectStart = (
  bucket: string,
  key: string,
  length: number,
  options: { ifMatch?: string | undefined } = {},
) => readObjectRange(bucket, key, 0, length, options);

export async function deleteObject(bucket: string, key: string): Promise<void> {
  const response = await signedFetch('DELETE', bucket, key);
  if (!response.ok && response.status !== 404) {
    throw new S3RequestError(response.status, `DELETE ${key} failed with ${response.status}`);
  }
}

export interface CopiedObject {
  etag: string | undefined;
  /** The new object's version, in a versioned bucket (S3 only; the local S3 has no versions). */
  versionId: string | undefined;
}

/**
 * Copies an object within a bucket (CopyObject). With `ifMatch`, only while the source is still the
 * object with that ETag: undefined when it is not (412) or is gone (404). The caller compares the
 * copy's ETag with the one it expects as well, since the local S3 ignores the condition.
 */
export async function copyObject(
  bucket: string,
  from: string,
  to: string,
  options: { ifMatch?: string | undefined } = {},
): Promise<CopiedObject | undefined> {
  const response = await signedFetch('PUT', bucket, to, {
    'x-amz-copy-source': `/${bucket}/${encodeKeyPath(from)}`,
    ...(options.ifMatch ? { 'x-amz-copy-source-if-match': `"${options.ifMatch}"` } : {}),
  });
  if (response.status === 404 || response.status === 412) return undefined;
  const body = await response.text();
  // S3 can answer 200 with an error document when a copy fails late.
  if (!response.ok || body.includes('<Error>')) {
    throw new S3RequestError(response.status, `COPY ${from} failed with ${response.status}`);
  }
  const etag = /<ETag>([^<]*)<\/ETag>/.exec(body)?.[1];
  return {
    etag: unquoted(etag?.replace(/&quot;/g, '"')),
    versionId: response.headers.get('x-amz-version-id') ?? undefined,
  };
}

/**
 * Writes an object (PutObject) encrypted with the bucket's KMS key (`aws:kms`, stated on the request so
 * S3 refuses rather than stores it otherwise). For exports written by the functions themselves.
 */
export async function putObject(bucket: string, key: string, body: string, contentType: string): Promise<void> {
  const response = await signedFetch(
    'PUT',
    bucket,
    key,
    { 'content-type': contentType, 'x-amz-server-side-encryption': 'aws:kms' },
    body,
  );
  if (!response.ok) throw new S3RequestError(response.status, `PUT ${key} failed with ${response.status}`);
}
