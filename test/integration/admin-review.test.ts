/**
 * The admin side of document review: concurrent decisions, and the paginated key-based queue with
 * its filters. The queue's counts and the dashboard stats are platform-wide counters: they are
 * checked on a stack of their own in ./own-stack.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, type TestAccount } from '../support/accounts';
import { adminApi, type DocumentRecord, documentsApi, files } from '../support/document-fixtures';
import { demoStaffTokens, sharedStack } from '../support/shared-stack';

const { stack, api } = sharedStack();
const { admin: adminToken, support: supportToken } = await demoStaffTokens(stack);

describe('two admins deciding the same document', () => {
  it('lets one win; the other gets 409 with a clear message, and nothing is lost', async () => {
    const owner = await newAccount(stack, 'race');
    const doc = await documentsApi(stack, owner.token).upload('college_license');
    const [a, b] = await Promise.all([
      adminApi(stack, adminToken).verify(doc.id, { verified: true, fileNumber: 1, notes: 'Fine' }),
      adminApi(stack, supportToken).verify(doc.id, { verified: false, fileNumber: 1, denialReason: 'Expired' }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 200 ? a : b;
    expect(loser.body).toMatchObject({
      code: 'CONFLICT',
      error: 'This document was already reviewed by another admin.',
    });
    const stored = await documentsApi(stack, owner.token).get(doc.id);
    expect(stored?.status).toBe((winner.body.document as DocumentRecord).status);
    const timeline = await api('GET', `/api/documents/${doc.id}/timeline`, { token: adminToken });
    const decisions = (timeline.body.events as { action: string }[]).filter((e) =>
      ['approved', 'denied'].includes(e.action),
    );
    expect(decisions).toHaveLength(1);
  });

  it('offers no action on a document that is not pending', async () => {
    const owner = await newAccount(stack, 'not-pending');
    const slot = await documentsApi(stack, owner.token).requestUpload('driver_license', files.pdf());
    const response = await adminApi(stack, adminToken).verify(slot.document.id, { verified: true, fileNumber: 1 });
    expect(response).toMatchObject({ status: 409, body: { error: 'Only pending documents can be reviewed.' } });
    const missing = await adminApi(stack, adminToken).verify('no-such-document', { verified: true, fileNumber: 1 });
    expect(missing.status).toBe(404);
  });
});

describe('the file a decision is about', () => {
  it('requires fileNumber: 400 with its field when missing or not a file number', async () => {
    const owner = await newAccount(stack, 'file-number');
    const doc = await documentsApi(stack, owner.token).upload('college_license');
    expect(doc.fileNumber).toBe(1);
    for (const body of [
      { verified: true },
      { verified: false, denialReason: 'Blurry' },
      { verified: true, fileNumber: 0 },
      { verified: true, fileNumber: 1.5 },
      { verified: true, fileNumber: '1' },
    ]) {
      const response = await adminApi(stack, adminToken).verify(doc.id, body);
      expect(response).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', field: 'fileNumber' } });
    }
    expect((await documentsApi(stack, owner.token).get(doc.id))?.status).toBe('pending');
  });

  it('answers 409 DOCUMENT_FILE_CHANGED for a file that was replaced, and decides the current one', async () => {
    const owner = await newAccount(stack, 'file-changed');
    const mine = documentsApi(stack, owner.token);
    const first = await mine.upload('college_license');
    const replaced = await mine.replace(first.id, files.png('second-scan.png'), 'update');
    expect(replaced).toMatchObject({ status: 'pending', fileNumber: 2 });
    const queued = await adminApi(stack, adminToken).list({ status: 'pending', search: owner.email });
    expect((queued.body.documents as DocumentRecord[]).find((doc) => doc.id === first.id)?.fileNumber).toBe(2);

    const stale = await adminApi(stack, adminToken).verify(first.id, { verified: true, fileNumber: 1 });
    expect(stale).toMatchObject({ status: 409, body: { code: 'DOCUMENT_FILE_CHANGED', field: 'fileNumber' } });
    const staleDenial = await adminApi(stack, adminToken)
      .deny(first, 'Blurry')
      .catch((e: Error) => e.message);
    expect(staleDenial).toContain('409');
    expect((await mine.get(first.id))?.status).toBe('pending');

    const approved = await adminApi(stack, adminToken).approve(replaced);
    expect(approved.body.document).toMatchObject({ status: 'approved', fileNumber: 2 });
  });

  it("keeps admins' views off the owner's timeline; admins still see them", async () => {
    const owner = await newAccount(stack, 'timeline-views');
    const doc = await documentsApi(stack, owner.token).upload('college_license');
    expect((await api('GET', `/api/documents/${doc.id}/view`, { token: adminToken })).status).toBe(200);
    expect((await api('GET', `/api/documents/${doc.id}/download`, { token: adminToken })).status).toBe(200);
    const eventsFor = async (token: string) =>
      (await api('GET', `/api/documents/${doc.id}/timeline`, { token })).body.events as {
        action: string;
        actor: string;
      }[];
    const looks = (events: { action: string; actor: string }[]) =>
      events.filter((e) => e.action === 'viewed' || e.action === 'downloaded').map((e) => `${e.action}:${e.actor}`);
    const ownerSees = await eventsFor(owner.token);
    expect(looks(ownerSees)).toEqual([]);
    expect(ownerSees.map((e) => e.action)).toContain('file_accepted');
    expect(looks(await eventsFor(adminToken)).sort()).toEqual(['downloaded:admin', 'viewed:admin']);
  });
});

describe('the review queue', () => {
  let owner: TestAccount;
  const uploaded: DocumentRecord[] = [];

  beforeAll(async () => {
    owner = await newAccount(stack, 'queue');
    const mine = documentsApi(stack, owner.token);
    for (const type of ['pharmacist_license', 'college_license', 'pharmacy_certification'] as const) {
      uploaded.push(await mine.upload(type));
    }
    await adminApi(stack, adminToken).deny(uploaded[0]?.id ?? '', 'Blurry');
  });

  const idsOf = (response: { body: Record<string, unknown> }) =>
    (response.body.documents as DocumentRecord[]).map((d) => d.id);

  it('pages newest first with an opaque cursor, across statuses', async () => {
    const admin = adminApi(stack, adminToken);
    const search = owner.email;
    const first = await admin.list({ status: 'all', search, limit: '2' });
    expect(first.status).toBe(200);
    expect(idsOf(first)).toEqual([uploaded[2]?.id, uploaded[1]?.id]);
    expect(typeof first.body.nextCursor).toBe('string');
    const second = await admin.list({ status: 'all', search, limit: '2', cursor: String(first.body.nextCursor) });
    expect(idsOf(second)).toEqual([uploaded[0]?.id]);
    expect(second.body.nextCursor).toBeUndefined();
    const card = (second.body.documents as DocumentRecord[])[0];
    expect(card).toMatchObject({
      status: 'denied',
      denialReason: 'Blurry',
      user: { email: owner.email, lastName: 'Rivera' },
    });
  });

  it('filters by status and type, and refuses a forged cursor', async () => {
    const admin = adminApi(stack, adminToken);
    const pending = await admin.list({ status: 'pending', search: owner.email });
    expect(idsOf(pending).sort()).toEqual([uploaded[1]?.id, uploaded[2]?.id].sort());
    const byType = await admin.list({ status: 'all', type: 'pharmacist_license', search: owner.email });
    expect(idsOf(byType)).toEqual([uploaded[0]?.id]);
    const verified = await admin.list({ status: 'verified', search: owner.email });
    expect(idsOf(verified)).toEqual([]);
    expect((await admin.list({ cursor: 'not-a-cursor' })).status).toBe(400);
  });

  it('pages the whole queue without repeats', async () => {
    const admin = adminApi(stack, adminToken);
    const seen: string[] = [];
    let cursor: string | undefined;
    // Newest first: this file's documents are near the top, under what other files upload meanwhile.
    const allMineSeen = () => uploaded.every((doc) => seen.includes(doc.id));
    for (let page = 0; page < 1000 && !allMineSeen(); page++) {
      const response = await admin.list({ status: 'all', limit: '3', ...(cursor ? { cursor } : {}) });
      seen.push(...idsOf(response));
      cursor = response.body.nextCursor as string | undefined;
      if (!cursor) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const doc of uploaded) expect(seen).toContain(doc.id);
  });
});
