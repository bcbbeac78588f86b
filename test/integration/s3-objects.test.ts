import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createPresignedPost,
  deleteObject,
  headObject,
  presignGetUrl,
  readObjectStart,
} from '../../functions/src/lib/aws/s3-objects';
import { exportUserPool } from '../../functions/src/use-cases/maintenance/export-user-pool';
import { ensureUser } from '../../infra/local/seed';
import { TEST_PASSWORD } from '../support/accounts';
import { uniqueEmail } from '../support/local-clients';

const stack = inject('stack');
const bucket = stack.env.DOCUMENTS_BUCKET ?? '';

beforeAll(() => {
  // The signing helpers read the same environment the handlers get from the local stack.
  Object.assign(process.env, stack.env);
});

async function upload(key: string, bytes: Buffer, contentType: string) {
  const { url, fields } = createPresignedPost({
    bucket,
    key,
    contentType,
    minBytes: 1,
    maxBytes: 10 * 1024 * 1024,
    expiresInSeconds: 300,
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'file.pdf');
  return fetch(url, { method: 'POST', body: form });
}

// Steps on one object, in order (also under --sequence.shuffle): upload, read, delete.
describe('S3 object helpers against the local S3', { shuffle: false }, () => {
  const key = `tests/${Date.now()}/licencia ñ (1).pdf`;
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20)]);

  it('uploads with a presigned POST, then reads the size and the first bytes', async () => {
    const response = await upload(key, pdf, 'application/pdf');
    expect(response.status).toBeLessThan(300);
    expect(await headObject(bucket, key)).toMatchObject({ size: pdf.length });
    expect((await readObjectStart(bucket, key, 5))?.toString()).toBe('%PDF-');
  });

  it('serves the object through a presigned GET', async () => {
    const url = await presignGetUrl({
      bucket,
      key,
      expiresInSeconds: 60,
      contentDisposition: 'attachment; filename="licencia.pdf"',
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('deletes the object, and treats a missing object as absent', async () => {
    await deleteObject(bucket, key);
    expect(await headObject(bucket, key)).toBeUndefined();
    expect(await readObjectStart(bucket, key, 5)).toBeUndefined();
    await expect(deleteObject(bucket, key)).resolves.toBeUndefined();
  });
});

describe('the daily user-pool export (issue 42) against the local Cognito and S3', () => {
  it('writes every user as one JSON line, with its id, e-mail and admin groups, to the backups bucket', async () => {
    const email = uniqueEmail('pool-export');
    const { userId } = await ensureUser(stack, {
      email,
      password: TEST_PASSWORD,
      firstName: 'Irma',
      lastName: 'Quiles',
      groups: ['support'],
    });
    // An injected day of its own, so the file is this test's (the stack's scheduler writes today's).
    const { key, users } = await exportUserPool({ now: new Date('2001-02-03T12:00:00Z') });
    expect(key).toBe('user-pool/2001-02-03.jsonl');
    const url = await presignGetUrl({ bucket: stack.env.BACKUPS_BUCKET ?? '', key, expiresInSeconds: 60 });
    const lines = (await (await fetch(url)).text()).trimEnd().split('\n');
    expect(lines).toHaveLength(users);
    const exported = lines.map((line) => JSON.parse(line) as { attributes: Record<string, string> });
    expect(exported.filter((user) => user.attributes.email === email)).toEqual([
      expect.objectContaining({
        attributes: expect.objectContaining({ email, sub: userId }),
        enabled: true,
        groups: ['support'],
      }),
    ]);
  });
});
