import { describe, expect, it } from 'vitest';
import { newAccount, type TestAccount } from '../support/accounts';
import { drainStack } from '../support/drain';
import { sharedStack } from '../support/shared-stack';

const { stack, api } = sharedStack();

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);

interface Upload {
  url: string;
  fields: Record<string, string>;
}

async function requestSlot(account: TestAccount, contentType: string, size: number): Promise<Upload> {
  const response = await api('POST', '/api/profile/photo', { token: account.token, body: { contentType, size } });
  expect(response.status, response.text).toBe(200);
  return (response.body as { upload: Upload }).upload;
}

/** The browser's upload: multipart form, the slot's fields first, the file last. */
async function upload(slot: Upload, bytes: Buffer, contentType: string): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(slot.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'photo');
  const response = await fetch(slot.url, { method: 'POST', body: form });
  expect(response.status, await response.text()).toBeLessThan(300);
}

type ProfileUser = {
  profilePhotoUrl: string | null;
  profilePhotoStatus: { state: string; reason?: string } | null;
};

/** The profile once the stack has delivered the upload's check (the S3 event): no polling needed. */
async function profileAfterCheck(account: TestAccount): Promise<ProfileUser> {
  await drainStack(stack);
  return (await api('GET', '/api/profile', { token: account.token })).body.user as ProfileUser;
}

const objectExists = async (key: string) =>
  (await fetch(`${stack.urls.s3}/${stack.env.PHOTOS_BUCKET}/${key}`, { method: 'HEAD' })).status === 200;

describe('profile photo', () => {
  it('hands out a presigned POST pinned to a server-chosen key, the type and 1 B..5 MB, for 5 minutes', async () => {
    const account = await newAccount(stack, 'photo-slot');
    const slot = await requestSlot(account, 'image/jpeg', 2048);
    expect(slot.fields.key).toMatch(new RegExp(`^users/${account.userId}/photo/[0-9a-f-]{36}$`));
    const policy = JSON.parse(Buffer.from(slot.fields.Policy ?? '', 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { key: slot.fields.key },
        ['content-length-range', 1, 5 * 1024 * 1024],
        { 'Content-Type': 'image/jpeg' },
      ]),
    );
    const minutes = (Date.parse(policy.expiration) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);
  });

  it('refuses a declared size over 5 MB or a type other than JPEG/PNG with the spec messages', async () => {
    const account = await newAccount(stack, 'photo-refuse');
    const big = await api('POST', '/api/profile/photo', {
      token: account.token,
      body: { contentType: 'image/png', size: 5 * 1024 * 1024 + 1 },
    });
    expect(big).toMatchObject({ status: 400, body: { error: 'File size must be less than 5MB' } });
    const gif = await api('POST', '/api/profile/photo', {
      token: account.token,
      body: { contentType: 'image/gif', size: 10 },
    });
    expect(gif).toMatchObject({ status: 400, body: { error: 'File must be JPEG or PNG' } });
  });

  it('sets an uploaded PNG as the photo, replaces it with a JPEG (old object deleted), refreshes and deletes it', async () => {
    const account = await newAccount(stack, 'photo-ok');
    const first = await requestSlot(account, 'image/png', PNG.length);
    await upload(first, PNG, 'image/png');
    const withPng = await profileAfterCheck(account);
    expect(withPng.profilePhotoUrl).not.toBeNull();
    expect(withPng.profilePhotoStatus).toBeNull();
    const fetched = await fetch(withPng.profilePhotoUrl ?? '');
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(PNG);

    const second = await requestSlot(account, 'image/jpeg', JPEG.length);
    await upload(second, JPEG, 'image/jpeg');
    expect((await profileAfterCheck(account)).profilePhotoUrl).toContain(second.fields.key);
    expect(await objectExists(first.fields.key ?? '')).toBe(false);

    const refreshed = await api('POST', '/api/profile/photo/refresh', { token: account.token });
    expect(refreshed.status).toBe(200);
    expect(String(refreshed.body.photoUrl)).toContain(second.fields.key);

    const removed = await api('DELETE', '/api/profile/photo', { token: account.token });
    expect(removed).toMatchObject({ status: 200, body: { photoUrl: null } });
    expect(await objectExists(second.fields.key ?? '')).toBe(false);
    const after = (await api('GET', '/api/profile', { token: account.token })).body.user as ProfileUser;
    expect(after.profilePhotoUrl).toBeNull();
  });

  it('rejects and deletes an upload over 5 MB (the local S3 enforces no policy)', async () => {
    const account = await newAccount(stack, 'photo-big');
    const slot = await requestSlot(account, 'image/png', 1024);
    const oversized = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    await upload(slot, oversized, 'image/png');
    const user = await profileAfterCheck(account);
    expect(user).toMatchObject({
      profilePhotoUrl: null,
      profilePhotoStatus: { state: 'rejected', reason: 'File size must be less than 5MB' },
    });
    expect(await objectExists(slot.fields.key ?? '')).toBe(false);
  });

  it('rejects and deletes a file that is not a JPEG or PNG whatever its declared type', async () => {
    const account = await newAccount(stack, 'photo-fake');
    const slot = await requestSlot(account, 'image/jpeg', 100);
    await upload(slot, Buffer.from('%PDF-1.7 not an image at all'), 'image/jpeg');
    const user = await profileAfterCheck(account);
    expect(user.profilePhotoStatus).toEqual({ state: 'rejected', reason: 'File must be JPEG or PNG' });
    expect(await objectExists(slot.fields.key ?? '')).toBe(false);
  });
});
