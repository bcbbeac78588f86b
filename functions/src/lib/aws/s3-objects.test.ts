import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPresignedPost, encodeKeyPath, presignGetUrl } from './s3-objects';

const saved = { ...process.env };
beforeAll(() => {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret',
  });
  delete process.env.ENDPOINT_S3;
  delete process.env.AWS_SESSION_TOKEN;
});
afterAll(() => {
  process.env = saved;
});

describe('presigned POST', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const post = () =>
    createPresignedPost({
      bucket: 'docs',
      key: 'users/u1/documents/d1',
      contentType: 'application/pdf',
      minBytes: 1,
      maxBytes: 10 * 1024 * 1024,
      expiresInSeconds: 300,
      now,
    });

  it('pins bucket, key, size range and content type in the policy, with a 5-minute expiry', () => {
    const { url, fields } = post();
    expect(url).toBe('https://docs.s3.us-east-1.amazonaws.com/');
    const policy = JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8'));
    expect(policy.expiration).toBe('2026-11-21T10:05:00.000Z');
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'docs' },
        { key: 'users/u1/documents/d1' },
        ['content-length-range', 1, 10485760],
        { 'Content-Type': 'application/pdf' },
        { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' },
        { 'X-Amz-Credential': 'AKIDEXAMPLE/20261121/us-east-1/s3/aws4_request' },
        { 'X-Amz-Date': '20261121T100000Z' },
      ]),
    );
    expect(fields.key).toBe('users/u1/documents/d1');
  });

  it('signs the policy with the SigV4 signing key', () => {
    const { fields } = post();
    const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
    const key = hmac(hmac(hmac(hmac('AWS4secret', '20261121'), 'us-east-1'), 's3'), 'aws4_request');
    expect(fields['X-Amz-Signature']).toBe(
      createHmac('sha256', key)
        .update(fields.Policy ?? '')
        .digest('hex'),
    );
  });

  it('carries the session token when the credentials have one', () => {
    process.env.AWS_SESSION_TOKEN = 'token';
    try {
      const policy = JSON.parse(Buffer.from(post().fields.Policy ?? '', 'base64').toString('utf8'));
      expect(policy.conditions).toContainEqual({ 'X-Amz-Security-Token': 'token' });
    } finally {
      delete process.env.AWS_SESSION_TOKEN;
    }
  });
});

describe('presigned GET', () => {
  it('is a SigV4 query-signed URL with the expiry and an attachment name', async () => {
    const url = new URL(
      await presignGetUrl({
        bucket: 'docs',
        key: 'a b/ñ.pdf',
        expiresInSeconds: 120,
        contentDisposition: `attachment; filename="licencia 1.pdf"; filename*=UTF-8''licencia%201.pdf`,
      }),
    );
    expect(url.hostname).toBe('docs.s3.us-east-1.amazonaws.com');
    expect(url.pathname).toBe('/a%20b/%C3%B1.pdf');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('120');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="licencia 1.pdf"; filename*=UTF-8''licencia%201.pdf`,
    );
  });

  it('encodes keys segment by segment', () => {
    expect(encodeKeyPath("users/u 1/it's(1).pdf")).toBe('users/u%201/it%27s%281%29.pdf');
  });
});
