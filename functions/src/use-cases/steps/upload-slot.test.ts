import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentEntity } from '../../data/documents';
import { newObjectKey, uploadFormFor } from './upload-slot';

beforeAll(() => {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret',
    DOCUMENTS_BUCKET: 'lunia-documents',
  });
  delete process.env.ENDPOINT_S3;
});

describe('document upload slot (the local S3 enforces none of this: the policy is checked here)', () => {
  const base = { ownerType: 'USER' as const, ownerId: 'user-1', id: 'doc-1' };
  const doc = { ...base, uploadKey: newObjectKey(base), contentType: 'application/pdf' } as DocumentEntity;

  it('pins bucket, server-chosen key, 1 byte..10 MB, the declared type and a 5-minute expiry', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const form = uploadFormFor(doc, now);
    const policy = JSON.parse(Buffer.from(String(form.fields.Policy), 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.expiration).toBe('2026-03-01T12:05:00.000Z');
    expect(form.expiresAt).toBe('2026-03-01T12:05:00.000Z');
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'lunia-documents' },
        { key: doc.uploadKey },
        ['content-length-range', 1, 10 * 1024 * 1024],
        { 'Content-Type': 'application/pdf' },
      ]),
    );
    expect(form.fields.key).toBe(doc.uploadKey);
    expect(form.url).toBe('https://lunia-documents.s3.us-east-1.amazonaws.com/');
  });

  it('never puts the user’s file name in the key', () => {
    expect(doc.uploadKey).toMatch(/^users\/user-1\/documents\/doc-1\/[0-9a-f-]{36}$/);
    expect(newObjectKey(base)).not.toBe(doc.uploadKey);
  });
});
