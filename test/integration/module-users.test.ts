/**
 * Who can open each module (issue 24): the admin's module figures count the people who can open a
 * module now, each once (members of organizations whose plan includes it and is active, verified
 * individuals for BookRx), and the admin's users list filters by module. The figures move with a
 * member added, an organization suspended and lifted, and a plan cancelled through the payment
 * stand-in's billing portal.
 *
 * The figures are platform counters, which every file's writes move, so this file runs on a stack of
 * its own (../support/own-stack.ts) and asserts exact figures and exact lists.
 */
import { randomUUID } from 'node:crypto';
import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationKeys, userKeys } from '../../functions/src/data/keys';
import type { LocalStack } from '../../infra/local/stack';
import { newAccount, type TestAccount } from '../support/accounts';
import { eventually } from '../support/document-fixtures';
import { accessTokenFor, apiClient, DEMO, tableClient } from '../support/local-clients';
import { addMember, createOrganizationAs, setOrganizationFlags } from '../support/organization-fixture';
import { startOwnStack } from '../support/own-stack';
import type { StackInfo } from '../support/stack-info';

const lines: string[] = [];
let stack: LocalStack | undefined;
let info: StackInfo;
let adminToken = '';

beforeAll(async () => {
  ({ stack, info } = await startOwnStack(2, { seed: true, log: (line) => lines.push(line) }));
  await stack.drain();
  adminToken = await accessTokenFor(info, DEMO.admin);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (process.env.LUNIA_TEST_LOGS) console.log(lines.join('\n'));
}, 60_000);

const api = (...args: Parameters<ReturnType<typeof apiClient>>) => apiClient(info)(...args);
const settle = () => stack?.drain();

type Figures = Record<'bookrx' | 'shift' | 'core' | 'vault', number>;

async function figures(): Promise<Figures> {
  const response = await api('GET', '/api/admin/modules/stats', { token: adminToken });
  expect(response.status, response.text).toBe(200);
  const body = response.body as Record<keyof Figures, { totalUsers: number }>;
  return {
    bookrx: body.bookrx.totalUsers,
    shift: body.shift.totalUsers,
    core: body.core.totalUsers,
    vault: body.vault.totalUsers,
  };
}

/** Every user id the admin's list shows for a module, following the cursor a page of `limit` at a time. */
async function listed(module: string, limit = 25): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ module, limit: String(limit), ...(cursor ? { cursor } : {}) });
    const response = await api('GET', `/api/admin/users?${query}`, { token: adminToken });
    expect(response.status, response.text).toBe(200);
    ids.push(...(response.body.users as { id: string }[]).map((user) => user.id));
    cursor = response.body.nextCursor as string | undefined;
  } while (cursor);
  return ids;
}

/** An owner whose verified organization paid for Shift at the local checkout. */
async function payingOrganization(label: string) {
  const owner = await newAccount(info, label);
  const orgId = await createOrganizationAs(info, owner.token, `Farmacia ${label}`);
  await setOrganizationFlags(info, orgId, { verified: true, canSubscribe: true });
  const started = await api('POST', `/api/organizations/${orgId}/checkout-session`, {
    token: owner.token,
    headers: { [ACTIVE_ORG_HEADER]: orgId },
    body: { modules: ['shift'], locations: 1, attemptId: randomUUID() },
  });
  expect(started.status, started.text).toBe(200);
  const paid = await fetch(`${started.body.url}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  const billing = await eventually(async () => {
    const value = (await tableClient(info).get(organizationKeys.profile(orgId)))?.billing as
      | { status: string; providerSubscriptionId: string }
      | undefined;
    return value?.status === 'active' ? value : undefined;
  });
  await settle();
  return { owner, orgId, subscription: billing.providerSubscriptionId };
}

/** The owner cancels the plan in the billing portal and its period ends: the plan is canceled. */
async function cancelPlan(owner: TestAccount, orgId: string, subscription: string) {
  const portal = await api('POST', `/api/organizations/${orgId}/billing/portal`, {
    token: owner.token,
    headers: { [ACTIVE_ORG_HEADER]: orgId },
    body: {},
  });
  expect(portal.status, portal.text).toBe(200);
  const cancel = await fetch(`${String(portal.body.url)}/cancel`, { method: 'POST', redirect: 'manual' });
  expect(cancel.status).toBe(303);
  await settle();
  const ended = await fetch(`${info.urls.stripe}/__lunia/subscriptions/${subscription}/renew`, { method: 'POST' });
  expect((await ended.json()).outcome).toBe('ended');
  await eventually(async () => {
    const billing = (await tableClient(info).get(organizationKeys.profile(orgId)))?.billing as { status: string };
    return billing.status === 'canceled' ? true : undefined;
  });
  await settle();
}

/**
 * The profile as BookRx final approval leaves it (verified, VERIFIED, BookRx active). Written directly:
 * the approval flow itself is admin-users.test.ts's; here only its outcome matters.
 */
async function approveForBookrx(userId: string) {
  const table = tableClient(info);
  const key = userKeys.profile(userId);
  const item = await table.get(key);
  if (!item) throw new Error(`No profile ${userId}`);
  await table.put({
    ...item,
    ...userKeys.statusIndex('VERIFIED'),
    verified: true,
    verificationStatus: 'VERIFIED',
    activeModules: ['bookrx'],
    PK: key.PK,
    SK: key.SK,
  });
}

const suspension = (orgId: string, action: 'suspend' | 'unsuspend') =>
  api('POST', `/api/admin/organizations/${orgId}/${action}`, {
    token: adminToken,
    body: { reason: action === 'suspend' ? 'Licence under review' : 'Licence confirmed' },
  });

describe('who can open a module', { shuffle: false }, () => {
  let before: Figures;
  let shiftBefore: string[] = [];
  let first: Awaited<ReturnType<typeof payingOrganization>>;
  let second: Awaited<ReturnType<typeof payingOrganization>>;
  let member: TestAccount;
  let outsider: TestAccount;

  it('counts the owners of organizations that paid for Shift, and lists them under Shift', async () => {
    before = await figures();
    shiftBefore = await listed('shift');
    expect(shiftBefore).toHaveLength(before.shift);
    outsider = await newAccount(info, 'module-outsider');
    first = await payingOrganization('module-first');
    second = await payingOrganization('module-second');
    expect(await figures()).toEqual({ ...before, shift: before.shift + 2 });
    const shift = await listed('shift');
    expect(new Set(shift)).toEqual(new Set([...shiftBefore, first.owner.userId, second.owner.userId]));
    expect(shift).not.toContain(outsider.userId);
    // Paying for Shift opens neither BookRx nor Core.
    expect(await listed('core')).not.toContain(first.owner.userId);
    expect(await listed('bookrx')).not.toContain(first.owner.userId);
  }, 60_000);

  it('counts a member once, whatever the number of their organizations that open the module', async () => {
    member = await newAccount(info, 'module-member');
    await addMember(info, first.orgId, member.userId, 'member');
    await settle();
    expect(await figures()).toEqual({ ...before, shift: before.shift + 3 });
    await addMember(info, second.orgId, member.userId, 'manager');
    await settle();
    expect(await figures()).toEqual({ ...before, shift: before.shift + 3 });
    const shift = await listed('shift', 2);
    expect(shift).toHaveLength(before.shift + 3);
    expect(new Set(shift)).toEqual(new Set([...shiftBefore, first.owner.userId, second.owner.userId, member.userId]));
  }, 60_000);

  it('stops counting the people of a suspended organization, and counts them again when it is lifted', async () => {
    const suspended = await suspension(first.orgId, 'suspend');
    expect(suspended.status, suspended.text).toBe(200);
    await settle();
    // The member still opens Shift through the second organization.
    expect(await figures()).toEqual({ ...before, shift: before.shift + 2 });
    expect(await listed('shift')).not.toContain(first.owner.userId);
    expect(await listed('shift')).toContain(member.userId);

    const lifted = await suspension(first.orgId, 'unsuspend');
    expect(lifted.status, lifted.text).toBe(200);
    await settle();
    expect(await figures()).toEqual({ ...before, shift: before.shift + 3 });
  }, 60_000);

  it('stops counting the people of an organization whose plan was cancelled', async () => {
    await cancelPlan(second.owner, second.orgId, second.subscription);
    expect(await figures()).toEqual({ ...before, shift: before.shift + 2 });
    const shift = await listed('shift');
    expect(new Set(shift)).toEqual(new Set([...shiftBefore, first.owner.userId, member.userId]));
  }, 60_000);

  it('counts a verified pharmacist once for BookRx, on their own and through an organization that activated it', async () => {
    const pharmacist = await newAccount(info, 'module-pharmacist');
    await approveForBookrx(pharmacist.userId);
    await settle();
    expect(await figures()).toEqual({ ...before, bookrx: before.bookrx + 1, shift: before.shift + 2 });
    expect(await listed('bookrx')).toContain(pharmacist.userId);

    await addMember(info, first.orgId, pharmacist.userId, 'member');
    await settle();
    expect(await figures()).toEqual({ ...before, bookrx: before.bookrx + 1, shift: before.shift + 3 });

    // The organization activates BookRx: its owner and members open it, the pharmacist still once.
    await setOrganizationFlags(info, first.orgId, { activeModules: ['shift', 'bookrx'] });
    await settle();
    expect(await figures()).toEqual({ ...before, bookrx: before.bookrx + 3, shift: before.shift + 3 });
    const bookrx = await listed('bookrx', 1);
    expect(bookrx).toHaveLength(before.bookrx + 3);
    expect(bookrx).toEqual(expect.arrayContaining([pharmacist.userId, first.owner.userId, member.userId]));
    expect(bookrx).not.toContain(second.owner.userId);
  }, 90_000);

  it('refuses an unknown module with the field that is wrong', async () => {
    const response = await api('GET', '/api/admin/users?module=teleport', { token: adminToken });
    expect(response.status, response.text).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'module' });
  });
});
