/**
 * The admin's /admin/users page: the list (newest first, role and status filters, prefix search by
 * name, e-mail or LUNIA ID with case and accents ignored, paged with each user once) and one user's
 * view (organizations with roles, documents, timeline). Searches trail the writes by a moment (the
 * stream), so they are polled. Other files add users at the same time: the checks look for this
 * file's users (a run-unique tag). The user stats (platform counters) are in
 * ./own-stack.test.ts, on a stack of their own.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, type TestAccount } from '../support/accounts';
import { readAllPages } from '../support/cursor-pages';
import { adminApi, documentsApi, eventually, INDIVIDUAL_TYPES } from '../support/document-fixtures';
import { accessTokenFor, DEMO } from '../support/local-clients';
import { createOrganizationAs } from '../support/organization-fixture';
import { sharedStack } from '../support/shared-stack';

const { stack, api } = sharedStack();
let adminToken = '';

/**
 * A run-unique word: the searches below only ever match this file's users. Letters only, since it
 * goes into a last name (names hold no digits, issue 39).
 */
const tag = `u${randomUUID()
  .replaceAll('-', '')
  .slice(0, 9)
  .replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'g')}`;
const TAG = tag.toUpperCase();

interface Row {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  luniaId: string;
  globalRole: string;
  verified: boolean;
  verificationStatus: string;
  orgs: { id: string; name: string; verified: boolean }[];
  orgCount: number;
  documentCount: number;
  lastLogin: string | null;
  eligibleForFinalApproval: boolean;
}

const list = (query: Record<string, string>) =>
  api('GET', `/api/admin/users?${new URLSearchParams(query)}`, { token: adminToken });
const rowsOf = (response: { body: Record<string, unknown> }) => (response.body.users ?? []) as Row[];

/**
 * Every page of a listing, following the cursor, as the rows in order; or only the pages up to the
 * one where `enough` holds (other files' users, newer than this file's, come first). Bounded.
 */
async function allPages(
  query: Record<string, string>,
  enough: (rows: Row[]) => boolean = () => false,
): Promise<{ rows: Row[]; pages: number }> {
  const { items: rows, pages } = await readAllPages(query, list, rowsOf, { maxPages: 400, enough });
  return { rows, pages };
}

const idsOf = (rows: Row[]) => rows.map((row) => row.id);

/**
 * Polls a search until its ids (all pages) are exactly `expected`: an assertion, so a search that never
 * gets there fails with the ids it answered last.
 */
async function searchUntil(query: Record<string, string>, expected: string[], timeoutMs = 10_000) {
  let rows: Row[] = [];
  await expect
    .poll(
      async () => {
        rows = (await allPages(query)).rows;
        return idsOf(rows).sort();
      },
      { timeout: timeoutMs, interval: 150, message: `search ${JSON.stringify(query)}` },
    )
    .toEqual([...expected].sort());
  return rows;
}

// José <TAG>quiñones: found by name; Beatriz (e-mail, LUNIA ID, submits documents); Carla (approved).
let jose: TestAccount;
let bea: TestAccount;
let carla: TestAccount;
let beaLuniaId = '';

beforeAll(async () => {
  adminToken = await accessTokenFor(stack, DEMO.admin);
  jose = await newAccount(stack, `${tag}-jose`, { firstName: 'José', lastName: `${TAG}Quiñones` });
  bea = await newAccount(stack, `${tag}-bea`, { firstName: 'Beatriz', lastName: 'Ortiz' });
  carla = await newAccount(stack, `${tag}-carla`, { firstName: 'Carla', lastName: 'Méndez' });
  const profile = await api('GET', '/api/profile', { token: bea.token });
  beaLuniaId = (profile.body.user as { luniaId: string }).luniaId;

  // Beatriz submits her documents (PENDING); Carla goes through to final approval (approved).
  const admin = adminApi(stack, adminToken);
  for (const account of [bea, carla]) {
    const mine = documentsApi(stack, account.token);
    const docs = [];
    for (const type of INDIVIDUAL_TYPES) docs.push(await mine.upload(type));
    expect((await mine.call('POST', '/api/documents/submit')).status).toBe(200);
    if (account === carla) {
      for (const doc of docs.filter((d) => d.type !== 'driver_license')) await admin.approve(doc);
      const approved = await admin.approveUser(carla.userId);
      expect(approved.status, approved.text).toBe(200);
    }
  }
}, 120_000);

describe('searching users', () => {
  it('finds a user by a prefix of the name, whatever the case and accents', async () => {
    await searchUntil({ search: `jose ${tag}` }, [jose.userId]);
    await searchUntil({ search: `JOSÉ ${TAG}QUIÑ` }, [jose.userId]);
    await searchUntil({ search: `${tag}quinones` }, [jose.userId]);
    const [row] = await searchUntil({ search: `  ${TAG}Quíñ  ` }, [jose.userId]);
    expect(row).toMatchObject({ firstName: 'José', lastName: `${TAG}Quiñones`, email: jose.email });
  });

  it('finds a user by a prefix of the e-mail and by the LUNIA ID, with or without LUN-', async () => {
    await searchUntil({ search: `${tag}-bea` }, [bea.userId]);
    await searchUntil({ search: bea.email.toUpperCase() }, [bea.userId]);
    await searchUntil({ search: beaLuniaId }, [bea.userId]);
    await searchUntil({ search: beaLuniaId.slice('LUN-'.length).toLowerCase() }, [bea.userId]);
  });

  it('lists each user once across pages, however many of their terms match', async () => {
    // The tag starts every e-mail here and José's last name (and so his full name's second word).
    const expected = [jose.userId, bea.userId, carla.userId];
    await searchUntil({ search: tag }, expected);
    const paged = await allPages({ search: tag, limit: '1' });
    expect(idsOf(paged.rows).sort()).toEqual([...expected].sort());
    expect(paged.pages).toBeGreaterThanOrEqual(3);
  });

  it('answers a search without matches with an empty list and no cursor', async () => {
    const response = await list({ search: `${tag}-nobody` });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ users: [] });
  });
});

describe('filtering users', () => {
  it('filters a search by status: pending, approved, not submitted', async () => {
    await searchUntil({ search: tag, status: 'pending' }, [bea.userId]);
    await searchUntil({ search: tag, status: 'approved' }, [carla.userId]);
    await searchUntil({ search: tag, status: 'not_submitted' }, [jose.userId]);
    await searchUntil({ search: tag, status: 'all', role: 'all' }, [jose.userId, bea.userId, carla.userId]);
  });

  it('filters by status alone, newest first, paged', async () => {
    const has = (id: string) => (rows: Row[]) => idsOf(rows).includes(id);
    const { rows } = await eventually(async () => {
      const all = await allPages({ status: 'pending', limit: '2' }, has(bea.userId));
      return has(bea.userId)(all.rows) ? all : undefined;
    });
    expect(rows.every((row) => row.verificationStatus === 'PENDING')).toBe(true);
    expect(new Set(idsOf(rows)).size).toBe(rows.length);
    const approved = await allPages({ status: 'approved' }, has(carla.userId));
    expect(idsOf(approved.rows)).toContain(carla.userId);
    expect(approved.rows.every((row) => row.verified && row.verificationStatus === 'VERIFIED')).toBe(true);
  });

  it('filters by role, alone and with a search or a status', async () => {
    const admins = (await allPages({ role: 'super_admin' })).rows;
    expect(admins.map((row) => row.email)).toContain(DEMO.admin);
    expect(admins.every((row) => row.globalRole === 'super_admin')).toBe(true);
    const support = (await allPages({ role: 'support' })).rows;
    expect(support.map((row) => row.email)).toEqual(expect.arrayContaining([DEMO.support]));
    expect(support.every((row) => row.globalRole === 'support')).toBe(true);

    // The demo admin's name (as it is now), searched in mixed case.
    const me = (await api('GET', '/api/profile', { token: adminToken })).body.user as {
      firstName: string;
      lastName: string;
    };
    const nameSearch = `${me.firstName.toUpperCase()} ${me.lastName.slice(0, 3).toLowerCase()}`;
    expect((await allPages({ role: 'super_admin', search: nameSearch })).rows.map((r) => r.email)).toContain(
      DEMO.admin,
    );
    expect((await allPages({ role: 'super_admin', search: tag })).rows).toEqual([]);
    expect((await allPages({ role: 'support', search: me.firstName })).rows.map((r) => r.email)).not.toContain(
      DEMO.admin,
    );
    const notSubmitted = (await allPages({ role: 'super_admin', status: 'not_submitted' })).rows;
    expect(notSubmitted.map((row) => row.email)).toContain(DEMO.admin);
    expect((await allPages({ role: 'super_admin', status: 'approved' })).rows.map((r) => r.email)).not.toContain(
      DEMO.admin,
    );
  });

  it('lists everyone newest first without filters, each user once across pages', async () => {
    const first = await list({ limit: '3' });
    expect(first.status, first.text).toBe(200);
    expect(rowsOf(first)).toHaveLength(3);
    // This file's users were registered one after another (José, Beatriz, Carla): newest first, Carla
    // comes first of the three, below the users other files registered since.
    const mine = [carla.userId, bea.userId, jose.userId];
    const { rows } = await allPages({ limit: '3' }, (seen) => mine.every((id) => idsOf(seen).includes(id)));
    const ids = idsOf(rows);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => mine.includes(id))).toEqual(mine);
    const dates = rows.map((row) => (row as unknown as { createdAt: string }).createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('refuses unknown filter values with a readable 400', async () => {
    const bad: Record<string, string>[] = [
      { role: 'user' },
      { status: 'verified' },
      { search: 'x'.repeat(101) },
      { limit: '0' },
    ];
    for (const query of bad) {
      const response = await list(query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(String(response.body.error).length).toBeGreaterThan(0);
    }
  });
});

describe('the row and the view panel', () => {
  it('shows the first two organizations and the count, the documents count and eligibility', async () => {
    const names = ['Uno', 'Dos', 'Tres'].map((n) => `Farmacia ${n} ${TAG}`);
    for (const name of names) await createOrganizationAs(stack, jose.token, name);
    const [row] = await eventually(async () => {
      const rows = rowsOf(await list({ search: `jose ${tag}` }));
      return rows[0]?.orgCount === 3 ? rows : undefined;
    });
    expect(row?.orgs).toHaveLength(2);
    expect(row?.orgs.every((org) => names.includes(org.name) && org.verified === false)).toBe(true);
    expect(row?.documentCount).toBe(0);
    expect(row?.lastLogin).toBeNull();

    const [beaRow] = await eventually(async () => {
      const rows = rowsOf(await list({ search: `${tag}-bea` }));
      return rows[0]?.documentCount === 4 ? rows : undefined;
    });
    // (Her organization count is the next test's: José's row above shows the count.)
    expect(beaRow).toMatchObject({ verificationStatus: 'PENDING', eligibleForFinalApproval: false });
  });

  it("shows one user's organizations with roles, documents and timeline newest first", async () => {
    const orgId = await createOrganizationAs(stack, bea.token, `Farmacia Bea ${TAG}`);
    const response = await api('GET', `/api/admin/users/${bea.userId}`, { token: adminToken });
    expect(response.status, response.text).toBe(200);
    const body = response.body as {
      user: Row;
      organizations: { id: string; role: string }[];
      documents: { id: string; type: string; status: string }[];
      timeline: { at: string; action: string; actor: string; actorName: string | null; documentId: string | null }[];
    };
    expect(body.user).toMatchObject({ id: bea.userId, email: bea.email, orgCount: 1, documentCount: 4 });
    expect(body.organizations).toEqual([expect.objectContaining({ id: orgId, role: 'owner' })]);
    expect(body.documents.map((doc) => doc.type).sort()).toEqual([...INDIVIDUAL_TYPES].sort());
    const actions = body.timeline.map((event) => event.action);
    expect(actions).toContain('upload_requested');
    expect(actions.filter((action) => action === 'submitted_for_review').length).toBe(5);
    // One submission on the account itself, one on each document.
    expect(body.timeline.filter((e) => e.action === 'submitted_for_review' && e.documentId === null)).toHaveLength(1);
    const times = body.timeline.map((event) => event.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.timeline.length).toBeLessThanOrEqual(100);

    const approved = await api('GET', `/api/admin/users/${carla.userId}`, { token: adminToken });
    const carlaTimeline =
      (approved.body.timeline as { action: string; actor: string; actorName: string | null }[]) ?? [];
    expect(carlaTimeline[0]).toMatchObject({ action: 'approved_for_bookrx', actor: 'admin' });
    expect(carlaTimeline[0]?.actorName).toBeTruthy();
    expect(carlaTimeline.filter((e) => e.action === 'approved')).toHaveLength(3);
  });

  it('answers an unknown user with 404, and a non-admin with 403', async () => {
    const missing = await api('GET', `/api/admin/users/${randomUUID()}`, { token: adminToken });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', error: 'User not found.' });
    const asUser = await api('GET', `/api/admin/users/${bea.userId}`, { token: bea.token });
    expect(asUser.status).toBe(403);
  });
});

describe('the search lookups under a late stream record', () => {
  it('a stale profile image applied after a newer change leaves the lookups describing the profile as it is now', async () => {
    const { syncUserLookup } = await import('../../functions/src/data/user-lookup');
    const { tableClient } = await import('../support/local-clients');
    const table = tableClient(stack);
    const account = await newAccount(stack, `late-${tag}`, { firstName: 'Olga', lastName: `Old${TAG}` });
    const key = { PK: `USER#${account.userId}`, SK: 'PROFILE' };
    const oldImage = (await table.get(key)) as Record<string, unknown>;
    const renamed = await api('PUT', '/api/profile', {
      token: account.token,
      body: { firstName: 'Nora', lastName: `New${TAG}`, phone: '787-555-0101' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const lookup = (term: string) => table.get({ PK: 'USERLOOKUP', SK: `${term}#${account.userId}` });
    await eventually(async () => ((await lookup('name:nora')) ? true : undefined));

    // The record of an earlier change (old name in its new image) arrives now, after the rename.
    await syncUserLookup({ ...oldImage, firstName: 'Pia' }, oldImage);
    expect(await lookup('name:nora')).toBeDefined();
    expect(await lookup('name:olga')).toBeUndefined();
    expect(await lookup('name:pia')).toBeUndefined();
  });
});
