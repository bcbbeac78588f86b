/**
 * Module access (issue 24; docs/module-access.md) through the API and the stand-in landing pages of
 * the local stack: signed links to BookRx, Shift and Core for members of a paid, active organization;
 * the refusals (not paid, suspended, coming soon, not a member); the module's single redemption
 * (200 once, 409 after; a wrong secret, an altered or expired link refused); and the stand-in page a
 * person lands on, fetched over HTTP as a browser would.
 */
import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import type { Module } from '@lunia/shared/domain/constants';
import { MODULE_SIGNATURE_HEADER, type OpenableModule } from '@lunia/shared/domain/module-access';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { membershipKeys, moduleLinkKeys, organizationKeys } from '../../functions/src/data/keys';
import { redemptionSignature, signModuleAccessToken } from '../../functions/src/domain/modules/module-access-token';
import { newAccount, type TestAccount } from '../support/accounts';
import { apiClient, tableClient } from '../support/local-clients';
import { accessTokenOf, moduleSecret, redeemAs, verifiedLink } from '../support/module-access';
import { addMember, createOrganizationAs } from '../support/organization-fixture';

const stack = inject('stack');
const api = apiClient(stack);
const table = tableClient(stack);

let owner: TestAccount;
let member: TestAccount;
let outsider: TestAccount;

beforeAll(async () => {
  [owner, member, outsider] = await Promise.all([
    newAccount(stack, 'modacc-owner'),
    newAccount(stack, 'modacc-member'),
    newAccount(stack, 'modacc-outsider'),
  ]);
});

/** Changes the organization item as platform flows leave it (approval, BookRx activation, billing, suspension). */
async function setOrganization(orgId: string, fields: Record<string, unknown>) {
  const key = organizationKeys.profile(orgId);
  const item = await table.get(key);
  if (!item) throw new Error(`No organization ${orgId}`);
  await table.put({ ...item, ...fields, ...key });
}

/** A verified organization of `owner` (with `member`), BookRx active, whose plan is `plan` as billing records it. */
async function paidOrganization(name: string, plan: { status: string; modules: Module[] } | undefined) {
  const orgId = await createOrganizationAs(stack, owner.token, name);
  await addMember(stack, orgId, member.userId, 'member');
  await setOrganization(orgId, {
    verified: true,
    canSubscribe: true,
    activeModules: ['bookrx', ...(plan?.status === 'active' ? plan.modules : [])],
    ...(plan
      ? {
          billing: {
            ...plan,
            locations: 1,
            amountCents: 25_000,
            currency: 'usd',
            updatedAt: new Date().toISOString(),
          },
        }
      : {}),
  });
  return orgId;
}

const open = (account: TestAccount, orgId: string, module: string, activeOrg = orgId) =>
  api('POST', `/api/organizations/${orgId}/access`, {
    token: account.token,
    body: { module },
    headers: { [ACTIVE_ORG_HEADER]: activeOrg },
  });

async function linkFor(account: TestAccount, orgId: string, module: OpenableModule): Promise<string> {
  const response = await open(account, orgId, module);
  expect(response.status, response.text).toBe(200);
  return String(response.body.accessUrl);
}

/** A token signed with the module's real local secret but expired: what a link is once its minutes pass. */
function expiredToken(module: OpenableModule, orgId: string) {
  const iat = Math.floor(Date.now() / 1000) - 600;
  return signModuleAccessToken(
    {
      iss: 'lunia',
      aud: module,
      sub: owner.userId,
      jti: `expired-${Date.now()}`,
      iat,
      exp: iat + 120,
      email: owner.email,
      name: 'Lucía Rivera',
      org: { id: orgId, name: 'Farmacia', role: 'owner' },
      modules: [module],
    },
    moduleSecret(stack, module),
  );
}

const errorOf = (response: { status: number; body: Record<string, unknown> }) => ({
  status: response.status,
  code: response.body.code,
  field: response.body.field,
});

describe('links to every module a paid organization opens', () => {
  it('BookRx, Shift and Core for members of an organization whose active plan includes them', async () => {
    const orgId = await paidOrganization('Farmacia Todos Los Módulos', {
      status: 'active',
      modules: ['shift', 'core'],
    });
    for (const [account, role] of [
      [owner, 'owner'],
      [member, 'member'],
    ] as const) {
      for (const module of ['bookrx', 'shift', 'core'] as const) {
        const url = await linkFor(account, orgId, module);
        expect(url.startsWith(`${stack.env[`MODULE_URL_${module.toUpperCase()}`]}?lunia_access=`)).toBe(true);
        const claims = verifiedLink(stack, url, module);
        expect(claims).toMatchObject({
          iss: 'lunia',
          aud: module,
          sub: account.userId,
          email: account.email,
          name: 'Lucía Rivera',
          org: { id: orgId, name: 'Farmacia Todos Los Módulos', role },
          modules: ['bookrx', 'shift', 'core'],
        });
        expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBeLessThanOrEqual(300);
        // Another module's secret does not verify it: one secret per module.
        const other = module === 'shift' ? 'core' : 'shift';
        expect(verifiedLink(stack, url.replace(`/${module}/`, `/${other}/`), other)).toBeUndefined();
      }
    }
  });

  it('refuses a paid module the plan does not include, or whose plan is not active: 403 MODULE_NOT_PAID', async () => {
    const shiftOnly = await paidOrganization('Farmacia Solo Shift', { status: 'active', modules: ['shift'] });
    expect(errorOf(await open(owner, shiftOnly, 'core'))).toEqual({
      status: 403,
      code: 'MODULE_NOT_PAID',
      field: undefined,
    });
    const pastDue = await paidOrganization('Farmacia Atrasada', { status: 'past_due', modules: ['shift'] });
    expect(errorOf(await open(member, pastDue, 'shift'))).toEqual({
      status: 403,
      code: 'MODULE_NOT_PAID',
      field: undefined,
    });
    const unpaid = await paidOrganization('Farmacia Sin Plan', undefined);
    expect(errorOf(await open(owner, unpaid, 'shift'))).toEqual({
      status: 403,
      code: 'MODULE_NOT_PAID',
      field: undefined,
    });
    // The free module still opens for all three.
    for (const orgId of [shiftOnly, pastDue, unpaid]) expect((await open(owner, orgId, 'bookrx')).status).toBe(200);
  });

  it('opens nothing of a suspended organization (403 ORGANIZATION_SUSPENDED); Vault is coming soon (409)', async () => {
    const orgId = await paidOrganization('Farmacia Suspendida', { status: 'active', modules: ['shift'] });
    expect(errorOf(await open(owner, orgId, 'vault'))).toEqual({
      status: 409,
      code: 'MODULE_COMING_SOON',
      field: undefined,
    });
    await setOrganization(orgId, { suspended: true });
    for (const module of ['bookrx', 'shift']) {
      expect(errorOf(await open(owner, orgId, module))).toEqual({
        status: 403,
        code: 'ORGANIZATION_SUSPENDED',
        field: undefined,
      });
    }
  });

  it('is refused to non-members, and a bad module is a 400 on module', async () => {
    const orgId = await paidOrganization('Farmacia Ajena Pagada', { status: 'active', modules: ['shift'] });
    const ownOrg = await createOrganizationAs(stack, outsider.token, 'Farmacia Del Visitante');
    expect(errorOf(await open(outsider, orgId, 'shift', ownOrg))).toEqual({
      status: 403,
      code: 'NOT_A_MEMBER',
      field: undefined,
    });
    expect(errorOf(await open(owner, orgId, 'pharmacy'))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'module',
    });
  });

  it('an individual opens no paid module on their own: 403 MODULE_NOT_PAID', async () => {
    const response = await api('POST', '/api/bookrx/access', { token: outsider.token, body: { module: 'shift' } });
    expect(errorOf(response)).toEqual({ status: 403, code: 'MODULE_NOT_PAID', field: undefined });
  });
});

describe('the module redeems a link once (redeemModuleAccess)', () => {
  let orgId: string;
  beforeAll(async () => {
    orgId = await paidOrganization('Farmacia Canje', { status: 'active', modules: ['shift'] });
  });

  it('answers the person and organization once, then 409 MODULE_ACCESS_USED', async () => {
    const token = accessTokenOf(await linkFor(owner, orgId, 'shift'));
    const first = await redeemAs(stack, 'shift', token);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({
      module: 'shift',
      person: { id: owner.userId, email: owner.email, name: 'Lucía Rivera' },
      organization: { id: orgId, name: 'Farmacia Canje', role: 'owner' },
      modules: ['bookrx', 'shift'],
    });
    expect(errorOf(await redeemAs(stack, 'shift', token))).toEqual({
      status: 409,
      code: 'MODULE_ACCESS_USED',
      field: 'token',
    });
  });

  it('only the module whose secret signs the request redeems; a wrong or missing signature is 401', async () => {
    const token = accessTokenOf(await linkFor(owner, orgId, 'shift'));
    const signedWithBookrx = await redeemAs(stack, 'shift', token, moduleSecret(stack, 'bookrx'));
    expect(errorOf(signedWithBookrx)).toEqual({ status: 401, code: 'MODULE_SIGNATURE_INVALID', field: undefined });
    const unsigned = await api('POST', '/api/modules/access/redeem', { body: { module: 'shift', token } });
    expect(errorOf(unsigned)).toEqual({ status: 401, code: 'MODULE_SIGNATURE_INVALID', field: undefined });
    // Another module, signing with its own secret, cannot redeem a Shift link.
    expect(errorOf(await redeemAs(stack, 'core', token))).toEqual({
      status: 400,
      code: 'MODULE_ACCESS_INVALID',
      field: 'token',
    });
    // None of these used it up.
    expect((await redeemAs(stack, 'shift', token)).status).toBe(200);
  });

  it('refuses an altered link (400 MODULE_ACCESS_INVALID) and an expired one (410 MODULE_ACCESS_EXPIRED)', async () => {
    const token = accessTokenOf(await linkFor(member, orgId, 'shift'));
    const [header, payload, signature = ''] = token.split('.');
    const altered = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(errorOf(await redeemAs(stack, 'shift', altered))).toEqual({
      status: 400,
      code: 'MODULE_ACCESS_INVALID',
      field: 'token',
    });
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forgedClaims = Buffer.from(JSON.stringify({ ...claims, sub: owner.userId })).toString('base64url');
    const reattributed = `${header}.${forgedClaims}.${signature}`;
    expect(errorOf(await redeemAs(stack, 'shift', reattributed))).toEqual({
      status: 400,
      code: 'MODULE_ACCESS_INVALID',
      field: 'token',
    });
    expect(errorOf(await redeemAs(stack, 'shift', expiredToken('shift', orgId)))).toEqual({
      status: 410,
      code: 'MODULE_ACCESS_EXPIRED',
      field: 'token',
    });
    // A recorded link whose time ran out (its record says so, whatever the token says): 410 too.
    const lapsing = accessTokenOf(await linkFor(member, orgId, 'shift'));
    const nonce = String(JSON.parse(Buffer.from(lapsing.split('.')[1] ?? '', 'base64url').toString()).jti);
    const record = await table.get(moduleLinkKeys.item(nonce));
    expect(record).toMatchObject({ module: 'shift', userId: member.userId, orgId });
    await table.put({ ...record, ...moduleLinkKeys.item(nonce), expiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect(errorOf(await redeemAs(stack, 'shift', lapsing))).toEqual({
      status: 410,
      code: 'MODULE_ACCESS_EXPIRED',
      field: 'token',
    });
  });

  it('validates its body: 400 on token and on module', async () => {
    const headers = { [MODULE_SIGNATURE_HEADER]: 'x' };
    const noToken = await api('POST', '/api/modules/access/redeem', { body: { module: 'shift' }, headers });
    expect(errorOf(noToken)).toEqual({ status: 400, code: 'VALIDATION_FAILED', field: 'token' });
    const vault = await api('POST', '/api/modules/access/redeem', {
      body: { module: 'vault', token: 'a.b.c' },
      headers,
    });
    expect(errorOf(vault)).toEqual({ status: 400, code: 'VALIDATION_FAILED', field: 'module' });
  });

  it('asks again at redemption: a plan ended, a suspension or a removal since the link was made refuses it, unused', async () => {
    const recheckOrg = await paidOrganization('Farmacia Recheck', { status: 'active', modules: ['shift'] });
    const organization = await table.get(organizationKeys.profile(recheckOrg));
    const token = accessTokenOf(await linkFor(member, recheckOrg, 'shift'));

    await setOrganization(recheckOrg, { billing: { ...(organization?.billing as object), status: 'canceled' } });
    const unpaid = await redeemAs(stack, 'shift', token);
    expect(errorOf(unpaid)).toEqual({ status: 403, code: 'MODULE_NOT_PAID', field: undefined });
    // The message names the module asked for, not BookRx.
    expect(String(unpaid.body.error)).toMatch(/^Shift is not part of/);

    await setOrganization(recheckOrg, { billing: organization?.billing, suspended: true });
    expect(errorOf(await redeemAs(stack, 'shift', token))).toEqual({
      status: 403,
      code: 'ORGANIZATION_SUSPENDED',
      field: undefined,
    });

    await setOrganization(recheckOrg, { suspended: false });
    const membership = membershipKeys.item(recheckOrg, member.userId);
    const memberItem = await table.get(membership);
    await table.delete(membership);
    expect(errorOf(await redeemAs(stack, 'shift', token))).toEqual({
      status: 403,
      code: 'NOT_A_MEMBER',
      field: undefined,
    });

    // None of the refusals used the link up: with everything restored it redeems, once.
    await table.put({ ...memberItem, ...membership });
    expect((await redeemAs(stack, 'shift', token)).status).toBe(200);
  });

  it("accepts a padded signature, and counts each module's redemptions: 429 with Retry-After past 600 a minute", async () => {
    const token = accessTokenOf(await linkFor(owner, orgId, 'shift'));
    const signature = redemptionSignature(moduleSecret(stack, 'shift'), token);
    const padded = await api('POST', '/api/modules/access/redeem', {
      body: { module: 'shift', token },
      headers: { [MODULE_SIGNATURE_HEADER]: `${signature}=` },
    });
    expect(padded.status, padded.text).toBe(200);

    // Core's allowance for this minute and the next, spent (the window is a fixed minute).
    const minute = Math.floor(Date.now() / 60_000) * 60;
    for (const windowStart of [minute, minute + 60]) {
      await table.put({
        ...moduleLinkKeys.redemptionWindow('core', windowStart),
        redemptions: 600,
        expiresAt: windowStart + 120,
      });
    }
    const coreOrg = await paidOrganization('Farmacia Cupo', { status: 'active', modules: ['core'] });
    const limited = await redeemAs(stack, 'core', accessTokenOf(await linkFor(owner, coreOrg, 'core')));
    expect(errorOf(limited)).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS', field: undefined });
    expect(Number(limited.headers?.get('retry-after'))).toBeGreaterThan(0);
    for (const windowStart of [minute, minute + 60])
      await table.delete(moduleLinkKeys.redemptionWindow('core', windowStart));
  });
});

describe("the module's landing page (local stand-in)", () => {
  const fetchPage = async (url: string) => {
    const response = await fetch(url);
    return { status: response.status, html: await response.text() };
  };

  it('shows who arrived once, then refuses the replay with 409', async () => {
    const orgId = await paidOrganization('Farmacia Página & Hijos', { status: 'active', modules: ['shift'] });
    const url = await linkFor(owner, orgId, 'shift');
    const page = await fetchPage(url);
    expect(page.status, page.html).toBe(200);
    expect(page.html).toContain('Welcome to Shift');
    expect(page.html).toContain(owner.email);
    expect(page.html).toContain('Lucía Rivera');
    // The organization's name, escaped as HTML.
    expect(page.html).toContain('Farmacia Página &amp; Hijos');
    expect(page.html).toContain('<dt>Role</dt><dd>owner</dd>');
    const replay = await fetchPage(url);
    expect(replay.status).toBe(409);
    expect(replay.html).toContain('This link was already used');
    expect(replay.html).not.toContain(owner.email);
  });

  it('refuses an altered, an expired and a missing link before redeeming', async () => {
    const orgId = await paidOrganization('Farmacia Enlaces Malos', { status: 'active', modules: ['shift'] });
    const url = await linkFor(owner, orgId, 'bookrx');
    const token = accessTokenOf(url);
    const tampered = new URL(url);
    // The signature's first character: all six of its bits are signature bits (the last character's
    // lowest bits are base64 padding, so changing only those would decode to the same signature).
    const [header, payload, signature = ''] = token.split('.');
    const alteredSignature = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    tampered.searchParams.set('lunia_access', `${header}.${payload}.${alteredSignature}`);
    const altered = await fetchPage(tampered.toString());
    expect(altered.status).toBe(400);
    expect(altered.html).toContain('This link is not valid');
    // Not redeemed by the refusal: the untouched link still opens the page.
    expect((await fetchPage(url)).status).toBe(200);

    const expired = new URL(stack.env.MODULE_URL_SHIFT ?? '');
    expired.searchParams.set('lunia_access', expiredToken('shift', orgId));
    const late = await fetchPage(expired.toString());
    expect(late.status).toBe(410);
    expect(late.html).toContain('This link has expired');

    expect((await fetchPage(stack.env.MODULE_URL_CORE ?? '')).status).toBe(400);
  });
});
