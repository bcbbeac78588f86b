/**
 * The admin's organizations and modules pages: the organization search (a prefix of the name, licence
 * number or contact e-mail, case and accents ignored, combined with the status filter, paged, each
 * organization once) kept by the table stream's lookup items; one organization's view; payments as
 * the source of an organization's revenue (COMPLETED only); and the modules of the statistics. The
 * platform counters (revenue, module users) are checked on a stack of their own in
 * ./own-stack.test.ts: other files write on this one at the same time.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizationLookupKeys } from '../../functions/src/data/keys';
import { newAccount, type TestAccount } from '../support/accounts';
import { readAllPages } from '../support/cursor-pages';
import { eventually } from '../support/document-fixtures';
import { drainStack } from '../support/drain';
import { accessTokenFor, DEMO } from '../support/local-clients';
import { createOrganizationAs, paymentRecord, setOrganizationFlags } from '../support/organization-fixture';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();
let adminToken = '';
let owner: TestAccount;

/** A run-unique word, so the searches below only ever match this file's organizations. */
const tag = `q${randomUUID().replaceAll('-', '').slice(0, 9)}`;
const TAG = tag.toUpperCase();

interface AdminOrganization {
  id: string;
  name: string;
  verified: boolean;
  members: { id: string; firstName: string; lastName: string; email: string; role: string }[];
  documents: unknown[];
  payments: { status: string; amount: number }[];
  revenue: number;
}

const orgs = {} as Record<'nandu' | 'nanduCentral' | 'licence' | 'email' | 'everywhere', string>;

const list = async (query: Record<string, string>) => {
  const response = await api('GET', `/api/admin/organizations?${new URLSearchParams(query)}`, { token: adminToken });
  return response;
};
const idsOf = (response: { body: Record<string, unknown> }) =>
  ((response.body.organizations ?? []) as AdminOrganization[]).map((org) => org.id);

/**
 * Every page of a search, following the cursor (bounded), as the ids in order; or the pages up to the
 * one where `enough` holds (a list of every organization: other files add theirs meanwhile).
 */
async function allPages(
  query: Record<string, string>,
  enough: (ids: string[]) => boolean = () => false,
): Promise<{ ids: string[]; pages: number }> {
  const { items: ids, pages } = await readAllPages(query, list, idsOf, { maxPages: 100, enough });
  return { ids, pages };
}

/** Waits until the search (stream-maintained) answers exactly `expected`, in that order. */
const searchSettles = (query: Record<string, string>, expected: string[]) =>
  eventually(async () => {
    const { ids } = await allPages(query);
    return JSON.stringify(ids) === JSON.stringify(expected) ? ids : undefined;
  });

beforeAll(async () => {
  // The data module and the stream handler imported below read the stack's environment.
  Object.assign(process.env, stack.env);
  [adminToken, owner] = await Promise.all([accessTokenFor(stack, DEMO.admin), newAccount(stack, 'orgsearch-owner')]);
  const create = (name: string, pharmacyLicenseNumber: string, contactEmail: string) =>
    createOrganizationAs(stack, owner.token, name, { pharmacyLicenseNumber, contactEmail });
  // Created one after another: "newest first" and the search's alphabetical order differ.
  orgs.nandu = await create(`Ñandú ${tag} Botica`, `LIC-${TAG}-A`, `botica.${tag}@farmacia.example.com`);
  orgs.nanduCentral = await create(`ÑANDU  ${TAG} Central`, `ZZ-${TAG}-B`, `central.${tag}@farmacia.example.com`);
  orgs.licence = await create(`Farmacia Pérez ${tag}`, `${TAG}-777`, `contacto.${tag}@perez.example.com`);
  orgs.email = await create(`Botica Sur ${tag}`, `PR-${TAG}-9`, `${tag}.compras@example.com`);
  // Its name, licence and e-mail all start with the same word: listed once, as a name match.
  orgs.everywhere = await create(`${tag}x Farmacia`, `${TAG}X-100`, `${tag}x@example.com`);
  // The search lookups are the stream's: in place before any test reads them.
  await drainStack(stack);
});

describe('organization search (name, licence or e-mail prefix)', () => {
  it('keeps one lookup item per searchable field, from the table stream', async () => {
    const items = await eventually(async () => {
      const found = (await table.queryPartition(organizationLookupKeys.partition)).filter(
        (item) => item.orgId === orgs.everywhere,
      );
      return found.length === 3 ? found : undefined;
    });
    expect(items.map((item) => item.SK).sort()).toEqual(
      [
        organizationLookupKeys.item('email', `${tag}x@example.com`, orgs.everywhere).SK,
        organizationLookupKeys.item('license', `${tag}x-100`, orgs.everywhere).SK,
        organizationLookupKeys.item('name', `${tag}x farmacia`, orgs.everywhere).SK,
      ].sort(),
    );
    expect(items.every((item) => item.verified === false)).toBe(true);
  });

  it('finds by a name prefix whatever the case and accents, alphabetically', async () => {
    // "ñandu <tag> botica" sorts before "ñandu <tag> central" (double space collapsed).
    const expected = [orgs.nandu, orgs.nanduCentral];
    await searchSettles({ search: `ñandú ${TAG}` }, expected);
    expect((await allPages({ search: `NANDU ${tag}` })).ids).toEqual(expected);
    expect((await allPages({ search: `  nAnDú   ${tag}  c` })).ids).toEqual([orgs.nanduCentral]);
    const response = await list({ search: `Ñandu ${tag} b` });
    expect(response.status).toBe(200);
    expect(response.body.organizations).toEqual([
      expect.objectContaining({
        id: orgs.nandu,
        name: `Ñandú ${tag} Botica`,
        members: [expect.objectContaining({ id: owner.userId, email: owner.email, role: 'owner' })],
        payments: [],
        revenue: 0,
      }),
    ]);
  });

  it('finds by a licence number prefix and by a contact e-mail prefix', async () => {
    await searchSettles({ search: `${tag}-7` }, [orgs.licence]);
    expect((await allPages({ search: `LIC-${tag}` })).ids).toEqual([orgs.nandu]);
    expect((await allPages({ search: `${TAG}.COMPRAS@` })).ids).toEqual([orgs.email]);
    expect((await allPages({ search: `central.${tag}@farmacia` })).ids).toEqual([orgs.nanduCentral]);
  });

  it('lists each organization once: name matches, then licence, then e-mail', async () => {
    await searchSettles({ search: `${tag}x` }, [orgs.everywhere]);
    expect((await allPages({ search: tag })).ids).toEqual([orgs.everywhere, orgs.licence, orgs.email]);
  });

  it('pages with a cursor that resumes where the last page ended', async () => {
    const { ids, pages } = await allPages({ search: tag, limit: '1' });
    expect(ids).toEqual([orgs.everywhere, orgs.licence, orgs.email]);
    expect(pages).toBeGreaterThanOrEqual(3);
    const first = await list({ search: tag, limit: '2' });
    expect(idsOf(first)).toEqual([orgs.everywhere, orgs.licence]);
    const second = await list({ search: tag, limit: '2', cursor: String(first.body.nextCursor) });
    expect(idsOf(second)).toEqual([orgs.email]);
  });

  it('combines the search with the status filter', async () => {
    // Organizations of its own (another word): verifying one of the others would change what the
    // other tests find.
    const word = `s${randomUUID().replaceAll('-', '').slice(0, 9)}`;
    const create = (name: string, licence: string) =>
      createOrganizationAs(stack, owner.token, name, {
        pharmacyLicenseNumber: licence,
        contactEmail: `${licence}@example.com`,
      });
    const verified = await create(`${word}a Farmacia`, `${word}-A`);
    const [first, second] = [
      await create(`${word}b Farmacia`, `${word}-B`),
      await create(`${word}c Farmacia`, `${word}-C`),
    ];
    await setOrganizationFlags(stack, verified, { verified: true, canSubscribe: true });
    await drainStack(stack); // the lookups are the stream's
    expect((await allPages({ search: word, status: 'verified' })).ids).toEqual([verified]);
    expect((await allPages({ search: word, status: 'pending' })).ids).toEqual([first, second]);
    expect((await allPages({ search: word, status: 'all' })).ids).toEqual([verified, first, second]);
    // Paged with the filter: the pending ones only, one per page.
    expect((await allPages({ search: word, status: 'pending', limit: '1' })).ids).toEqual([first, second]);
  });

  it('follows a rename: the old name no longer finds it, the new one does', async () => {
    const renamed = await api('PUT', `/api/organizations/${orgs.email}`, {
      token: owner.token,
      headers: { 'x-active-org-id': orgs.email },
      body: { name: `Óptima ${tag} Sur` },
    });
    expect(renamed.status, renamed.text).toBe(200);
    await searchSettles({ search: `optima ${tag}` }, [orgs.email]);
    expect((await allPages({ search: `botica sur ${tag}` })).ids).toEqual([]);
    const items = (await table.queryPartition(organizationLookupKeys.partition)).filter(
      (item) => item.orgId === orgs.email,
    );
    expect(items.map((item) => item.SK).sort()).toEqual(
      [
        organizationLookupKeys.item('email', `${tag}.compras@example.com`, orgs.email).SK,
        organizationLookupKeys.item('license', `pr-${tag}-9`, orgs.email).SK,
        organizationLookupKeys.item('name', `optima ${tag} sur`, orgs.email).SK,
      ].sort(),
    );
  });

  it('answers 400 for a search too long, a forged cursor or a cursor of another list', async () => {
    const tooLong = await list({ search: 'a'.repeat(101) });
    expect(tooLong).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', field: 'search' } });
    const garbage = await list({ search: tag, cursor: 'not-a-cursor' });
    expect(garbage).toMatchObject({ status: 400, body: { field: 'cursor' } });
    const ofStatusList = (await list({ status: 'pending', limit: '1' })).body.nextCursor as string;
    expect(ofStatusList).toBeTruthy();
    expect(await list({ search: tag, cursor: ofStatusList })).toMatchObject({ status: 400, body: { field: 'cursor' } });
    const ofSearch = (await list({ search: tag, limit: '1' })).body.nextCursor as string;
    expect(await list({ search: 'zz-elsewhere', cursor: ofSearch })).toMatchObject({ status: 400 });
    expect(await list({ cursor: ofSearch })).toMatchObject({ status: 400, body: { field: 'cursor' } });
    const forged = Buffer.from(JSON.stringify({ kind: 'phone', key: { PK: 'USERS', SK: 'x' } })).toString('base64url');
    expect(await list({ search: tag, cursor: forged })).toMatchObject({ status: 400, body: { field: 'cursor' } });
  });

  it('without a search, still lists newest first', async () => {
    const { ids } = await allPages({ status: 'all', limit: '100' }, (seen) => seen.includes(orgs.email));
    const mine = ids.filter((id) => Object.values(orgs).includes(id));
    expect(mine.slice(0, 2)).toEqual([orgs.everywhere, orgs.email]);
  });
});

describe("one organization's view", () => {
  it('returns the details, members with name, e-mail and role, documents, payments and revenue', async () => {
    const response = await api('GET', `/api/admin/organizations/${orgs.licence}`, { token: adminToken });
    expect(response.status, response.text).toBe(200);
    expect(response.body.organization).toMatchObject({
      id: orgs.licence,
      name: `Farmacia Pérez ${tag}`,
      pharmacyLicenseNumber: `${TAG}-777`,
      contactEmail: `contacto.${tag}@perez.example.com`,
      verified: false,
      members: [{ id: owner.userId, firstName: 'Lucía', lastName: 'Rivera', email: owner.email, role: 'owner' }],
      documents: [],
      payments: [],
      revenue: 0,
    });
  });

  it('answers 404 for an unknown organization', async () => {
    const response = await api('GET', `/api/admin/organizations/${randomUUID()}`, { token: adminToken });
    expect(response).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', error: 'Organization not found.' } });
  });
});

// The steps of one organization's payments, in order (also under --sequence.shuffle).
describe('payments and revenue', { shuffle: false }, () => {
  const detail = async (orgId: string) =>
    (await api('GET', `/api/admin/organizations/${orgId}`, { token: adminToken })).body
      .organization as AdminOrganization;

  let pending: ReturnType<typeof paymentRecord>;
  let completedSmall: ReturnType<typeof paymentRecord>;
  // Organizations of their own (another word): the search tests above expect no payments on theirs.
  const word = `p${randomUUID().replaceAll('-', '').slice(0, 9)}`;
  const payer = { paying: '', other: '' };

  beforeAll(async () => {
    payer.paying = await createOrganizationAs(stack, owner.token, `Pagos ${word} Botica`);
    payer.other = await createOrganizationAs(stack, owner.token, `Pagos ${word} Central`);
    await drainStack(stack); // the search's lookups are the stream's
  });

  /** A payment created at `createdAt` (given: the newest-first order below must not depend on timing). */

  it('counts only COMPLETED payments in the organization revenue, newest payment first', async () => {
    const { recordPayment } = await import('../../functions/src/data/payments');
    const first = Date.now();
    const payments = (
      [
        ['COMPLETED', 25_000],
        ['COMPLETED', 5_099],
        ['PENDING', 1_000],
        ['FAILED', 7_000],
      ] as const
    ).map(([status, cents], i) => paymentRecord(payer.paying, status, cents, new Date(first + i).toISOString()));
    for (const recorded of payments) expect(await recordPayment(recorded)).toBe(true);
    // The same payment recorded twice (a provider notification delivered again) is one payment.
    expect(await recordPayment(payments[0] as (typeof payments)[number])).toBe(false);
    completedSmall = payments[1] as (typeof payments)[number];
    pending = payments[2] as (typeof payments)[number];

    const org = await detail(payer.paying);
    expect(org.revenue).toBe(300.99);
    expect(org.payments).toEqual([
      { status: 'FAILED', amount: 7_000 },
      { status: 'PENDING', amount: 1_000 },
      { status: 'COMPLETED', amount: 5_099 },
      { status: 'COMPLETED', amount: 25_000 },
    ]);
    const listed = (await list({ search: `pagos ${word} botica` })).body.organizations as AdminOrganization[];
    expect(listed.map((o) => [o.id, o.revenue])).toEqual([[payer.paying, 300.99]]);
    // Another organization's revenue is its own.
    expect((await detail(payer.other)).revenue).toBe(0);
  });

  it('moves the revenue when a payment becomes COMPLETED or a completed one is refunded', async () => {
    const { changePaymentStatus } = await import('../../functions/src/data/payments');
    const at = new Date().toISOString();
    expect(await changePaymentStatus(pending, { from: 'PENDING', to: 'COMPLETED', at })).toBe(true);
    // Only from the status it is in: a stale notification changes nothing.
    expect(await changePaymentStatus(pending, { from: 'PENDING', to: 'FAILED', at })).toBe(false);
    expect((await detail(payer.paying)).revenue).toBe(310.99);
    expect(await changePaymentStatus(completedSmall, { from: 'COMPLETED', to: 'REFUNDED', at })).toBe(true);
    expect((await detail(payer.paying)).revenue).toBe(260);
  });
});

describe('module statistics', () => {
  it('gives each module its status, description and user count from the counters', async () => {
    const response = await api('GET', '/api/admin/modules/stats', { token: adminToken });
    expect(response.status, response.text).toBe(200);
    const stats = response.body as Record<string, { status: string; description: string; totalUsers: number }>;
    expect(Object.keys(stats).sort()).toEqual(['bookrx', 'core', 'shift', 'vault']);
    expect(stats).toMatchObject({
      bookrx: { status: 'active' },
      shift: { status: 'active' },
      core: { status: 'beta' },
      vault: { status: 'coming_soon' },
    });
    for (const stat of Object.values(stats)) {
      expect(stat.description.length).toBeGreaterThan(0);
      expect(stat.totalUsers).toBeGreaterThanOrEqual(0);
    }
  });
});
