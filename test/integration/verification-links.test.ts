/**
 * The employer verification link (issue 27) against the local stack: a pharmacist creates a link,
 * anyone with its url reads the page (statuses and dates, never a file, a key or a link), each view
 * is counted and recorded on the owner's timeline, and the page answers 410 once the link is revoked
 * or expired and 404 for an unknown or malformed token. Ids are looked up under the caller; bad input
 * names its field; working links are capped.
 */
import { request } from 'node:http';
import { VERIFICATION_LINK_ACTIVE_LIMIT } from '@lunia/shared/domain/verification-links';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicFormKeys, verificationLinkKeys } from '../../functions/src/data/keys';
import { hashVerificationToken } from '../../functions/src/domain/verification-links/link-token';
import { keyDigest } from '../../functions/src/lib/digest';
import { VERIFICATION_VIEWS_PER_IP } from '../../functions/src/use-cases/verification-links/get-public-verification';
import { newAccount, TEST_PASSWORD, type TestAccount } from '../support/accounts';
import { adminApi, documentsApi } from '../support/document-fixtures';
import { demoStaffTokens, sharedStack } from '../support/shared-stack';
import { createLinkThroughApi, linkInTable } from '../support/verification-link-examples';

const { stack, api, table } = sharedStack();

interface LinkRecord {
  id: string;
  label: string;
  state: string;
  viewCount: number;
  lastViewedAt: string | null;
  revokedAt: string | null;
}

let owner: TestAccount;
let stranger: TestAccount;
let adminToken: string;

beforeAll(async () => {
  [owner, stranger, { admin: adminToken }] = await Promise.all([
    newAccount(stack, 'verify-owner', { licenseNumber: 'FAR-20417' }),
    newAccount(stack, 'verify-stranger'),
    demoStaffTokens(stack),
  ]);
  // One approved licence and one waiting for review: the page shows both states.
  const mine = documentsApi(stack, owner.token);
  const licence = await mine.upload('pharmacist_license');
  await mine.upload('college_license');
  await adminApi(stack, adminToken).approve(licence);
});

const publicPage = (token: string) => api('GET', `/api/public/verifications/${token}`);
const myLinks = async (account: TestAccount) => {
  const response = await api('GET', '/api/verification-links', { token: account.token });
  expect(response.status, response.text).toBe(200);
  return response.body.links as LinkRecord[];
};

/** GET from a chosen loopback source address, so the per-IP limit sees a visitor of its own. */
function getFrom(sourceIp: string, path: string) {
  const url = new URL(path, stack.urls.api);
  return new Promise<{ status: number; text: string; retryAfter: string | undefined }>((resolve, reject) => {
    const call = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'GET', localAddress: sourceIp },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          const header = response.headers['retry-after'];
          resolve({ status: response.statusCode ?? 0, text, retryAfter: Array.isArray(header) ? header[0] : header });
        });
      },
    );
    call.on('error', reject);
    call.end();
  });
}

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

describe('a verification link', { shuffle: false }, () => {
  let link: Awaited<ReturnType<typeof createLinkThroughApi>>;

  it('is created with an unguessable token that the table keeps only as a hash', async () => {
    link = await createLinkThroughApi(stack, owner.token, { expiresInDays: 14, label: 'Farmacia Empleo' });
    expect(link.url).toMatch(/\/verify\/[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const item = await table.get(verificationLinkKeys.item(hashVerificationToken(link.token)));
    expect(item).toMatchObject({ id: link.id, ownerId: owner.userId, label: 'Farmacia Empleo' });
    expect(JSON.stringify(item)).not.toContain(link.token);
  });

  it('opens a public page with statuses and dates and no file, key or link', async () => {
    const response = await fetch(`${stack.urls.api}/api/public/verifications/${link.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    const body = (await response.json()) as { verification: Record<string, unknown> };
    const { verification } = body;
    expect(verification).toMatchObject({
      luniaId: expect.any(String),
      licenseNumber: 'FAR-20417',
      name: 'Lucía Rivera',
    });
    const credentials = verification.credentials as { type: string; status: string; verifiedAt: string | null }[];
    const byType = Object.fromEntries(credentials.map((credential) => [credential.type, credential]));
    expect(byType.pharmacist_license).toMatchObject({ status: 'current', verifiedAt: expect.any(String) });
    // A credential in review shows no date: only what Lunia verified is dated (issue 40).
    expect(byType.college_license).toMatchObject({ status: 'pending', verifiedAt: null, expiresOn: null });
    expect(byType.pharmacist_license).toMatchObject({ expiresOn: expect.any(String) });
    expect(byType.driver_license).toMatchObject({ status: 'not_verified', expiresOn: null });
    expect(keysOf(body).filter((key) => /file|url|key/i.test(key))).toEqual([]);
  });

  it('counts each view for the owner and records it on the owner timeline', async () => {
    expect((await publicPage(link.token)).status).toBe(200);
    const listed = (await myLinks(owner)).find((candidate) => candidate.id === link.id);
    expect(listed).toMatchObject({ label: 'Farmacia Empleo', state: 'active', viewCount: 2 });
    expect(listed?.lastViewedAt).toEqual(expect.any(String));
    const user = await api('GET', `/api/admin/users/${owner.userId}`, { token: adminToken });
    expect(user.status, user.text).toBe(200);
    const timeline = user.body.timeline as { action: string; reason: string | null }[];
    const views = timeline.filter((event) => event.action === 'verification_viewed');
    expect(views).toHaveLength(2);
    expect(views[0]?.reason).toBe('Farmacia Empleo');
    expect(timeline.some((event) => event.action === 'verification_link_created')).toBe(true);
  });

  it('cannot be revoked by anyone but its owner (404, as for an unknown id)', async () => {
    const response = await api('DELETE', `/api/verification-links/${link.id}`, { token: stranger.token });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
    expect((await publicPage(link.token)).status).toBe(200);
  });

  it('answers 410 once revoked, and the owner sees it revoked', async () => {
    const response = await api('DELETE', `/api/verification-links/${link.id}`, { token: owner.token });
    expect(response.status, response.text).toBe(200);
    const page = await publicPage(link.token);
    expect(page.status).toBe(410);
    expect(page.body.code).toBe('VERIFICATION_LINK_REVOKED');
    const listed = (await myLinks(owner)).find((candidate) => candidate.id === link.id);
    expect(listed).toMatchObject({ state: 'revoked', viewCount: 3 });
  });
});

describe('the public page', () => {
  it('answers 410 for an expired link', async () => {
    const token = await linkInTable(stack, owner.userId, { linkExpiresAt: new Date(Date.now() - 1000).toISOString() });
    const page = await publicPage(token);
    expect(page.status).toBe(410);
    expect(page.body.code).toBe('VERIFICATION_LINK_EXPIRED');
  });

  it('answers 429 with Retry-After past the views per IP, and a refused view records nothing', async () => {
    const label = 'Farmacia Rate Limit';
    const token = await linkInTable(stack, owner.userId, { label });
    const linkKey = verificationLinkKeys.item(hashVerificationToken(token));
    // A loopback address of its own (127.0.0.1 is everyone's), its window one view short of the
    // limit; the next window too, in case the clock crosses into it between the two requests.
    const visitor = `127.0.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 250) + 2}`;
    const now = Math.floor(Date.now() / 1000);
    for (const windowStart of [now - (now % 600), now - (now % 600) + 600]) {
      await table.put({
        ...publicFormKeys.ipWindow('verification-view', keyDigest('verification-ip', visitor), windowStart),
        entity: 'FormRateWindow',
        submissions: VERIFICATION_VIEWS_PER_IP - 1,
        expiresAt: windowStart + 1200,
      });
    }
    const last = await getFrom(visitor, `/api/public/verifications/${token}`);
    expect(last.status, last.text).toBe(200);
    const refused = await getFrom(visitor, `/api/public/verifications/${token}`);
    expect([refused.status, JSON.parse(refused.text).code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    const retryAfter = Number(refused.retryAfter);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Only the answered view counted, on the link and on the owner's timeline.
    expect(await table.get(linkKey)).toMatchObject({ viewCount: 1 });
    const user = await api('GET', `/api/admin/users/${owner.userId}`, { token: adminToken });
    const timeline = user.body.timeline as { action: string; reason: string | null }[];
    expect(timeline.filter((event) => event.action === 'verification_viewed' && event.reason === label)).toHaveLength(
      1,
    );
  });

  it('answers 410 VERIFICATION_ACCOUNT_CLOSED while the account is disabled, and the page again once enabled', async () => {
    const person = await newAccount(stack, 'verify-disabled');
    const link = await createLinkThroughApi(stack, person.token, { expiresInDays: 5, label: 'Farmacia Cerrada' });
    const disabled = await api('POST', `/api/admin/users/${person.userId}/disable`, { token: adminToken });
    expect(disabled.status, disabled.text).toBe(200);
    const page = await publicPage(link.token);
    expect([page.status, page.body.code]).toEqual([410, 'VERIFICATION_ACCOUNT_CLOSED']);
    expect(page.body.verification).toBeUndefined();
    // A refused view is neither counted nor recorded.
    expect(await table.get(verificationLinkKeys.item(hashVerificationToken(link.token)))).toMatchObject({
      viewCount: 0,
    });
    const enabled = await api('POST', `/api/admin/users/${person.userId}/enable`, { token: adminToken });
    expect(enabled.status, enabled.text).toBe(200);
    expect((await publicPage(link.token)).status).toBe(200);
  });

  it('answers 410 VERIFICATION_ACCOUNT_CLOSED once the account is deleted, keeping nothing about the person', async () => {
    const person = await newAccount(stack, 'verify-deleted');
    const link = await createLinkThroughApi(stack, person.token, { expiresInDays: 5, label: 'Farmacia Borrada' });
    expect((await publicPage(link.token)).status).toBe(200);
    const deleted = await api('POST', '/api/account/deletion', {
      token: person.token,
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.status, deleted.text).toBe(200);
    const page = await publicPage(link.token);
    expect([page.status, page.body.code]).toEqual([410, 'VERIFICATION_ACCOUNT_CLOSED']);
    const marker = await table.get(verificationLinkKeys.item(hashVerificationToken(link.token)));
    expect(Object.keys(marker ?? {}).sort()).toEqual(['PK', 'SK', 'closedAt', 'entity', 'expiresAt', 'linkExpiresAt']);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    const unknown = await publicPage('A'.repeat(43));
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    const malformed = await publicPage('not-a-token');
    expect([malformed.status, malformed.body.code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('creating links', () => {
  it('names the field of bad input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ expiresInDays: 0, label: 'x' }, 'expiresInDays'],
      [{ expiresInDays: 91, label: 'x' }, 'expiresInDays'],
      [{ expiresInDays: 1.5, label: 'x' }, 'expiresInDays'],
      [{ expiresInDays: 5, label: '  ' }, 'label'],
      [{ expiresInDays: 5, label: 'x'.repeat(101) }, 'label'],
    ];
    for (const [body, field] of cases) {
      const response = await api('POST', '/api/verification-links', { token: stranger.token, body });
      expect([response.status, response.body.code, response.body.field], JSON.stringify(body)).toEqual([
        400,
        'VALIDATION_FAILED',
        field,
      ]);
    }
  });

  it(`caps working links at ${VERIFICATION_LINK_ACTIVE_LIMIT}; a revoked one frees a place`, async () => {
    const capped = await newAccount(stack, 'verify-cap');
    const made: string[] = [];
    for (let n = 0; n < VERIFICATION_LINK_ACTIVE_LIMIT; n++) {
      made.push((await createLinkThroughApi(stack, capped.token, { expiresInDays: 1, label: `Link ${n}` })).id);
    }
    const refused = await api('POST', '/api/verification-links', {
      token: capped.token,
      body: { expiresInDays: 1, label: 'One too many' },
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'VERIFICATION_LINK_LIMIT']);
    expect((await api('DELETE', `/api/verification-links/${made[0]}`, { token: capped.token })).status).toBe(200);
    await createLinkThroughApi(stack, capped.token, { expiresInDays: 1, label: 'After a revocation' });
  });
});
