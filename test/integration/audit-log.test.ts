/**
 * The audit log (issue 14) through the API against the local emulators: events made by real routes
 * (organizations, locations, an organization document, an admin's view of it, a disabled account)
 * are listed newest first for admins, each filter returns exactly its events, pages neither repeat
 * nor skip, the date range bounds them, and an organization's owner sees that organization's
 * events only (its documents' included; which admin acted is hidden), while a plain member is refused.
 * Every target comes by name: the organization's, the person's with their e-mail, the document's type.
 * Other files record events at the same time: the admin's lists are read over this file's time window
 * [start, end] and checked for this file's events.
 */
import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newAuditEvent, toItem } from '../../functions/src/data/audit-events';
import { newAccount, type TestAccount } from '../support/accounts';
import { nextMillisecond } from '../support/clock';
import { readAllPages } from '../support/cursor-pages';
import { files, postToS3, type UploadSlot } from '../support/document-fixtures';
import { drainStack } from '../support/drain';
import { type ApiResponse, accessTokenFor, apiClient, DEMO, tableClient } from '../support/local-clients';
import { organizationDocumentsApi } from '../support/organization-document-fixtures';
import { addMember, createOrganizationAs, locationPayload } from '../support/organization-fixture';

const stack = inject('stack');
const api = apiClient(stack);
const table = tableClient(stack);

interface Row {
  id: string;
  at: string;
  action: string;
  targetType: string;
  targetId: string;
  targetName: string | null;
  targetEmail: string | null;
  targetDocumentType: string | null;
  actorId: string | null;
  actorName: string | null;
  actorRole: string;
  reason: string | null;
  details: Record<string, unknown>;
}

let adminToken = '';
let adminId = '';
let ownerA: TestAccount;
let ownerB: TestAccount;
let memberA: TestAccount;
let disabled: TestAccount;
let orgA = '';
let orgB = '';
let documentA = '';
let start = '';
let middle = '';
let end = '';

async function adminLog(query: Record<string, string>, token = adminToken) {
  return api('GET', `/api/admin/audit-events?${new URLSearchParams(query)}`, { token });
}

/** Every event of a query, page after page (asserting each page answered 200). */
async function allPages(query: Record<string, string>, read = adminLog): Promise<{ rows: Row[]; pages: number }> {
  const eventsOf = (response: ApiResponse) => response.body.events as Row[];
  const { items: rows, pages } = await readAllPages(query, read, eventsOf, { maxPages: 1000, failPastMax: true });
  return { rows, pages };
}

function activity(token: string, orgId: string, query: Record<string, string> = {}) {
  return api('GET', `/api/organizations/${orgId}/activity?${new URLSearchParams(query)}`, {
    token,
    headers: { [ACTIVE_ORG_HEADER]: orgId },
  });
}

const newestFirst = (rows: Row[]) =>
  rows.every((row, i) => i === 0 || `${rows[i - 1]?.at}#${rows[i - 1]?.id}` > `${row.at}#${row.id}`);

beforeAll(async () => {
  start = new Date().toISOString();
  adminToken = await accessTokenFor(stack, DEMO.admin);
  adminId = (JSON.parse(Buffer.from(adminToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string })
    .sub;
  [ownerA, ownerB, memberA, disabled] = await Promise.all([
    newAccount(stack, 'audit-owner-a'),
    newAccount(stack, 'audit-owner-b'),
    newAccount(stack, 'audit-member-a'),
    newAccount(stack, 'audit-disabled', { firstName: 'Dolores', lastName: 'Vega Ortiz' }),
  ]);
  orgA = await createOrganizationAs(stack, ownerA.token, 'Farmacia Auditoría A');
  await addMember(stack, orgA, memberA.userId, 'member');
  const location = await api('POST', '/api/locations', {
    token: ownerA.token,
    headers: { [ACTIVE_ORG_HEADER]: orgA },
    body: locationPayload('Sucursal "Norte", Bayamón'),
  });
  expect(location.status, location.text).toBe(201);
  // `middle` falls strictly between the events before it and those after it (timestamps are in ms).
  middle = new Date(await nextMillisecond()).toISOString();
  await nextMillisecond();
  // The organization's document, uploaded as the web does it (slot, file to S3, the upload check).
  const documents = organizationDocumentsApi(stack, ownerA.token, orgA);
  const file = files.pdf();
  const slot = await documents.call('POST', `/api/organizations/${orgA}/documents/uploads`, {
    type: 'pharmacy_license',
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.bytes.length,
    expiresOn: `${new Date().getUTCFullYear() + 2}-06-30`,
  });
  expect(slot.status, slot.text).toBeLessThan(300);
  const upload = slot.body as unknown as UploadSlot;
  expect((await postToS3(upload.upload, file)).status).toBeLessThan(300);
  documentA = (await documents.settled(upload.document.id)).id;
  const viewed = await api('GET', `/api/documents/${documentA}/view`, { token: adminToken });
  expect(viewed.status, viewed.text).toBe(200);

  orgB = await createOrganizationAs(stack, ownerB.token, 'Farmacia Auditoría B');
  const locationB = await api('POST', '/api/locations', {
    token: ownerB.token,
    headers: { [ACTIVE_ORG_HEADER]: orgB },
    body: locationPayload('Sucursal Sur'),
  });
  expect(locationB.status, locationB.text).toBe(201);
  const disabling = await api('POST', `/api/admin/users/${disabled.userId}/disable`, { token: adminToken });
  expect(disabling.status, disabling.text).toBe(200);
  await drainStack(stack);
  end = new Date(await nextMillisecond()).toISOString();
}, 60_000);

describe('GET /api/admin/audit-events', () => {
  it('lists what the routes recorded, newest first, with names and details', async () => {
    const { rows } = await allPages({ from: start, to: end, limit: '100' });
    expect(newestFirst(rows)).toBe(true);
    const mine = rows.filter((row) => [orgA, orgB, documentA, disabled.userId].includes(row.targetId));
    // Oldest first: the order the routes ran in (file check and view are ordered after the upload).
    const chronological = mine.map((row) => `${row.action}:${row.targetId}`).reverse();
    expect(chronological.slice(0, 2)).toEqual([`organization_created:${orgA}`, `location_created:${orgA}`]);
    expect(chronological).toContain(`upload_requested:${documentA}`);
    expect(chronological).toContain(`file_accepted:${documentA}`);
    expect(chronological.slice(-3)).toEqual([
      `organization_created:${orgB}`,
      `location_created:${orgB}`,
      `account_disabled:${disabled.userId}`,
    ]);
    const upload = mine.find((row) => row.action === 'upload_requested');
    expect(upload).toMatchObject({
      targetType: 'DOCUMENT',
      actorId: ownerA.userId,
      // An organization's document is changed as a member of it (the owner included).
      actorRole: 'member',
      details: { documentId: documentA, fileName: expect.any(String) },
    });
    expect(upload?.actorName).toBeTruthy();
    const check = mine.find((row) => row.action === 'file_accepted');
    expect(check).toMatchObject({ actorId: 'system', actorRole: 'system' });
    expect(mine.find((row) => row.action === 'viewed')).toMatchObject({ actorId: adminId, actorRole: 'admin' });
  });

  it('names each target: the organization, the person and their e-mail, the document type', async () => {
    const { rows } = await allPages({ from: start, to: end, limit: '100' });
    const of = (targetId: string) => rows.filter((row) => row.targetId === targetId);
    expect(of(orgA).length).toBeGreaterThan(0);
    for (const row of of(orgA)) {
      expect(row).toMatchObject({ targetName: 'Farmacia Auditoría A', targetEmail: null, targetDocumentType: null });
    }
    expect(of(orgB).every((row) => row.targetName === 'Farmacia Auditoría B')).toBe(true);
    expect(of(disabled.userId)).toEqual([
      expect.objectContaining({
        action: 'account_disabled',
        targetName: 'Dolores Vega Ortiz',
        targetEmail: disabled.email,
        targetDocumentType: null,
      }),
    ]);
    expect(of(documentA).length).toBeGreaterThanOrEqual(3);
    expect(of(documentA).every((row) => row.targetDocumentType === 'pharmacy_license' && row.targetName === null)).toBe(
      true,
    );
    // The organization's Activity names them the same way.
    const activityRows = (await allPages({}, (query) => activity(ownerA.token, orgA, query))).rows;
    expect(activityRows.find((row) => row.targetId === orgA)?.targetName).toBe('Farmacia Auditoría A');
    expect(activityRows.find((row) => row.targetId === documentA)?.targetDocumentType).toBe('pharmacy_license');
  });

  it('reads the type of a document whose older events did not record it, and leaves an unknown one null', async () => {
    const unknown = `audit-gone-${Date.now()}`;
    const older = (targetId: string, at: string) =>
      toItem(
        newAuditEvent({ targetType: 'DOCUMENT', targetId, at, action: 'viewed', actorId: adminId, actorRole: 'admin' }),
      );
    await table.put(older(documentA, '2025-03-05T10:00:00.000Z'));
    await table.put(older(unknown, '2025-03-05T10:00:01.000Z'));
    const { rows } = await allPages({
      action: 'viewed',
      from: '2025-03-05T00:00:00.000Z',
      to: '2025-03-05T23:59:59.999Z',
    });
    expect(rows.find((row) => row.targetId === documentA)?.targetDocumentType).toBe('pharmacy_license');
    expect(rows.find((row) => row.targetId === unknown)).toMatchObject({
      targetName: null,
      targetEmail: null,
      targetDocumentType: null,
    });
  });

  it('names an actor that an event recorded by id only, from the page’s one batch read (issue 40)', async () => {
    const byId = (actorId: string, at: string) =>
      toItem(
        newAuditEvent({
          targetType: 'ORG',
          targetId: `audit-org-gone-${Date.now()}`,
          at,
          action: 'organization_updated',
          actorId,
          actorRole: 'owner',
        }),
      );
    const ghost = `audit-ghost-${Date.now()}`;
    await table.put(byId(disabled.userId, '2025-04-07T10:00:00.000Z'));
    await table.put(byId(ghost, '2025-04-07T10:00:01.000Z'));
    const { rows } = await allPages({ from: '2025-04-07T00:00:00.000Z', to: '2025-04-07T23:59:59.999Z' });
    expect(rows.find((row) => row.actorId === disabled.userId)?.actorName).toBe('Dolores Vega Ortiz');
    // A person Lunia no longer knows keeps their id, and no invented name.
    expect(rows.find((row) => row.actorId === ghost)?.actorName).toBeNull();
  });

  it('filters by actor: exactly that person’s events', async () => {
    const { rows } = await allPages({ actorId: ownerA.userId });
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.actorId === ownerA.userId)).toBe(true);
    expect(rows.map((row) => row.action)).toEqual(
      expect.arrayContaining(['organization_created', 'location_created', 'upload_requested']),
    );
    expect(newestFirst(rows)).toBe(true);
    const other = await allPages({ actorId: ownerB.userId });
    expect(other.rows.map((row) => row.action).sort()).toEqual(['location_created', 'organization_created']);
  });

  it('filters by action and by target type, alone and with the actor', async () => {
    const locations = await allPages({ action: 'location_created', from: start, to: end });
    const ofMine = (rows: Row[]) => rows.filter((row) => row.targetId === orgA || row.targetId === orgB);
    expect(
      ofMine(locations.rows)
        .map((row) => row.targetId)
        .sort(),
    ).toEqual([orgA, orgB].sort());
    expect(locations.rows.every((row) => row.action === 'location_created' && row.targetType === 'ORG')).toBe(true);

    const users = await allPages({ targetType: 'USER', from: start, to: end });
    expect(users.rows.every((row) => row.targetType === 'USER')).toBe(true);
    expect(users.rows.map((row) => `${row.action}:${row.targetId}`)).toContain(`account_disabled:${disabled.userId}`);

    const documents = await allPages({ targetType: 'DOCUMENT', from: start, to: end });
    expect(documents.rows.length).toBeGreaterThanOrEqual(3);
    expect(documents.rows.every((row) => row.targetType === 'DOCUMENT')).toBe(true);

    const byOwnerB = await allPages({ actorId: ownerB.userId, action: 'organization_created' });
    expect(byOwnerB.rows.map((row) => row.targetId)).toEqual([orgB]);
    const none = await allPages({ actorId: ownerB.userId, targetType: 'DOCUMENT' });
    expect(none.rows).toEqual([]);
  });

  it('pages without repeats or gaps, in the order of one long page', async () => {
    const window = { from: start, to: end };
    const ids = (rows: Row[]) => rows.map((row) => row.id);
    // A request of another file still in flight may record an event stamped inside the window just
    // after a read: the two long reads around the paged one must agree, else read again.
    let whole: string[] = [];
    let paged: { rows: Row[]; pages: number } = { rows: [], pages: 0 };
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = ids((await allPages({ ...window, limit: '100' })).rows);
      paged = await allPages({ ...window, limit: '2' });
      whole = ids((await allPages({ ...window, limit: '100' })).rows);
      if (JSON.stringify(before) === JSON.stringify(whole)) break;
    }
    expect(paged.pages).toBeGreaterThan(3);
    expect(ids(paged.rows)).toEqual(whole);
    expect(new Set(ids(paged.rows)).size).toBe(paged.rows.length);
    // Filtered and paged (the filter is applied within each bounded read).
    const locations = await allPages({ ...window, action: 'location_created', limit: '1' });
    const mine = locations.rows.filter((row) => row.targetId === orgA || row.targetId === orgB);
    expect(mine.map((row) => row.targetId)).toEqual([orgB, orgA]);
  });

  it('bounds by the date range', async () => {
    const before = await allPages({ from: start, to: middle });
    const after = await allPages({ from: middle, to: end });
    const ofA = (rows: Row[]) => rows.filter((row) => row.targetId === orgA || row.targetId === documentA);
    expect(
      ofA(before.rows)
        .map((row) => row.action)
        .sort(),
    ).toEqual(['location_created', 'organization_created']);
    expect(before.rows.every((row) => row.at >= start && row.at <= middle)).toBe(true);
    expect(after.rows.every((row) => row.at >= middle)).toBe(true);
    expect(ofA(after.rows).map((row) => row.action)).not.toContain('organization_created');
    expect(ofA(after.rows).map((row) => row.action)).toContain('upload_requested');
  });

  it('walks months backwards: events of earlier months, across pages', async () => {
    const targetId = `audit-months-${Date.now()}`;
    for (const at of ['2025-02-10T12:00:00.000Z', '2025-04-03T08:00:00.000Z', '2025-04-20T08:00:00.000Z']) {
      await table.put(
        toItem(
          newAuditEvent({
            targetType: 'USER',
            targetId,
            at,
            action: 'mfa_enrolled',
            actorId: targetId,
            actorRole: 'owner',
          }),
        ),
      );
    }
    const query = { action: 'mfa_enrolled', from: '2025-01-15T00:00:00.000Z', to: '2025-05-31T23:59:59.999Z' };
    const paged = await allPages({ ...query, limit: '1' });
    expect(paged.rows.filter((row) => row.targetId === targetId).map((row) => row.at)).toEqual([
      '2025-04-20T08:00:00.000Z',
      '2025-04-03T08:00:00.000Z',
      '2025-02-10T12:00:00.000Z',
    ]);
    const march = await allPages({ ...query, from: '2025-03-01T00:00:00.000Z', to: '2025-04-10T00:00:00.000Z' });
    expect(march.rows.filter((row) => row.targetId === targetId).map((row) => row.at)).toEqual([
      '2025-04-03T08:00:00.000Z',
    ]);
  });

  it('refuses a range that ends before it starts, a forged cursor, and non-admins', async () => {
    const reversed = await adminLog({ from: middle, to: start });
    expect(reversed.status).toBe(400);
    expect(reversed.body.field).toBe('to');
    const forged = await adminLog({ cursor: Buffer.from(JSON.stringify({ below: 'x' })).toString('base64url') });
    expect(forged.status).toBe(400);
    expect(forged.body.field).toBe('cursor');
    expect((await adminLog({}, ownerA.token)).status).toBe(403);
  });
});

describe('GET /api/organizations/{orgId}/activity', () => {
  it("shows the owner their organization's events and its documents', and nothing of another", async () => {
    const { rows } = await allPages({}, (query) => activity(ownerA.token, orgA, query));
    expect(newestFirst(rows)).toBe(true);
    expect(rows.every((row) => row.targetId === orgA || row.targetId === documentA)).toBe(true);
    expect(rows.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'organization_created',
        'location_created',
        'upload_requested',
        'file_accepted',
        'viewed',
      ]),
    );
    // Which platform admin looked is not the organization's to see.
    const view = rows.find((row) => row.action === 'viewed');
    expect(view).toMatchObject({ actorRole: 'admin', actorId: null, actorName: null });
    expect(rows.find((row) => row.action === 'location_created')?.actorName).toBeTruthy();

    const ofB = await allPages({}, (query) => activity(ownerB.token, orgB, query));
    expect(ofB.rows.map((row) => row.action).sort()).toEqual(['location_created', 'organization_created']);
    expect(ofB.rows.every((row) => row.targetId === orgB)).toBe(true);
  });

  it('filters by action and date, and pages', async () => {
    const uploads = await allPages({ action: 'upload_requested' }, (query) => activity(ownerA.token, orgA, query));
    expect(uploads.rows.map((row) => row.targetId)).toEqual([documentA]);
    const early = await allPages({ to: middle }, (query) => activity(ownerA.token, orgA, query));
    expect(early.rows.map((row) => row.action).sort()).toEqual(['location_created', 'organization_created']);
    const whole = await allPages({}, (query) => activity(ownerA.token, orgA, query));
    const paged = await allPages({ limit: '1' }, (query) => activity(ownerA.token, orgA, query));
    expect(paged.rows.map((row) => row.id)).toEqual(whole.rows.map((row) => row.id));
  });

  it("refuses a plain member, and another organization's owner", async () => {
    const member = await activity(memberA.token, orgA);
    expect(member.status).toBe(403);
    const stranger = await activity(ownerB.token, orgA);
    expect(stranger.status).toBe(403);
    // The organization comes from the membership check, never from the query.
    const smuggled = await api('GET', `/api/organizations/${orgB}/activity?orgId=${orgA}`, {
      token: ownerB.token,
      headers: { [ACTIVE_ORG_HEADER]: orgB },
    });
    expect(smuggled.status).toBe(200);
    expect((smuggled.body.events as Row[]).some((row) => row.targetId === orgA)).toBe(false);
  });
});
