/**
 * One organization with a member of every role, for the authorization matrix, the bad-input test and
 * the organization tests: the owner creates it through the API (as the web does); the other members
 * join through the membership module's own item (faster than the invite flow, which
 * test/integration/invites.test.ts covers), and `outsider` is a
 * signed-in user who owns another organization. Built once per test file.
 */
import { randomUUID } from 'node:crypto';
import type { OrgRole } from '@lunia/shared/domain/constants';
import { organizationKeys } from '../../functions/src/data/keys';
import { toItem as membershipItem } from '../../functions/src/data/memberships';
import type { Payment } from '../../functions/src/data/payments';
import { newAccount, type TestAccount } from './accounts';
import { proveEmailOf } from './email-code';
import { oncePerTestFile } from './file-fixtures';
import { apiClient, tableClient } from './local-clients';
import type { StackInfo } from './stack-info';

export const ORGANIZATION_CALLERS = ['owner', 'orgAdmin', 'manager', 'member', 'outsider'] as const;
export type OrganizationCaller = (typeof ORGANIZATION_CALLERS)[number];

/** The organization role each caller holds in the fixture organization (the outsider holds none). */
export const FIXTURE_ROLES: Record<Exclude<OrganizationCaller, 'outsider'>, OrgRole> = {
  owner: 'owner',
  orgAdmin: 'admin',
  manager: 'manager',
  member: 'member',
};

export interface OrganizationFixture {
  orgId: string;
  /** The outsider's own organization. */
  outsiderOrgId: string;
  accounts: Record<OrganizationCaller, TestAccount>;
}

export const organizationPayload = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  pharmacyLicenseNumber: 'PH-12345',
  address: '100 Calle Fortaleza',
  city: 'San Juan',
  state: 'PR',
  zipCode: '00901',
  contactEmail: 'farmacia@example.com',
  einNumber: '66-1234567',
  phone: '787-555-0100',
  website: 'https://farmacia.example.com',
  description: 'A pharmacy in Old San Juan.',
  modules: ['bookrx'],
  ...overrides,
});

export const locationPayload = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  address: '200 Calle San Francisco',
  city: 'San Juan',
  state: 'PR',
  zipCode: '00901',
  phone: '787-555-0110',
  email: 'sucursal@example.com',
  pharmacyLicense: 'LIC-9',
  ...overrides,
});

/** Creates an organization through the API as `token`'s user (its owner); returns its id. */
export async function createOrganizationAs(stack: StackInfo, token: string, name: string, overrides = {}) {
  const response = await apiClient(stack)('POST', '/api/organizations', {
    token,
    body: organizationPayload(name, overrides),
  });
  if (response.status !== 201) throw new Error(`create organization: ${response.status} ${response.text}`);
  return (response.body.org as { id: string }).id;
}

/** Adds a member with a role to an organization, as the membership module writes it. */
export async function addMember(stack: StackInfo, orgId: string, userId: string, role: OrgRole) {
  const item = membershipItem({ orgId, userId, role, joinedAt: new Date().toISOString() });
  await tableClient(stack).put(item);
}

/** Sets flags of an organization item that only platform flows change (verification, modules, limits). */
export async function setOrganizationFlags(
  stack: StackInfo,
  orgId: string,
  flags: Partial<{
    verified: boolean;
    activeModules: string[];
    unlimitedLocations: boolean;
    canSubscribe: boolean;
    /** Lunia suspended the organization (its admin's switch, without the audit event). */
    suspended: boolean;
    billing: Record<string, unknown>;
  }>,
) {
  const table = tableClient(stack);
  const key = organizationKeys.profile(orgId);
  const item = await table.get(key);
  if (!item) throw new Error(`No organization ${orgId}`);
  await table.put({ ...item, ...flags, PK: key.PK, SK: key.SK });
}

/**
 * Gives the organization a live plan straight in its item, as a paid checkout would have left it: Shift
 * for one location, $250 a month, active; with the provider's customer and subscription ids where a
 * test's webhooks name them.
 */
export async function setActivePlan(
  stack: StackInfo,
  orgId: string,
  provider?: { providerCustomerId: string; providerSubscriptionId: string },
) {
  await setOrganizationFlags(stack, orgId, {
    billing: {
      status: 'active',
      modules: ['shift'],
      locations: 1,
      amountCents: 25_000,
      currency: 'usd',
      ...provider,
      updatedAt: new Date().toISOString(),
    },
  });
}

async function build(stack: StackInfo): Promise<OrganizationFixture> {
  const [owner, orgAdmin, manager, member, outsider] = await Promise.all(
    ORGANIZATION_CALLERS.map((caller) => newAccount(stack, `matrix-${caller.toLowerCase()}`)),
  );
  if (!owner || !orgAdmin || !manager || !member || !outsider) throw new Error('fixture accounts missing');
  const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Matriz');
  const outsiderOrgId = await createOrganizationAs(stack, outsider.token, 'Farmacia Ajena');
  await addMember(stack, orgId, orgAdmin.userId, 'admin');
  await addMember(stack, orgId, manager.userId, 'manager');
  // Only a proven e-mail may invite (issue 25): the owner and the admin invite in the examples.
  await Promise.all([proveEmailOf(stack, owner.userId), proveEmailOf(stack, orgAdmin.userId)]);
  await addMember(stack, orgId, member.userId, 'member');
  // Every allowed caller of the matrix adds a location: no limit in the way.
  await setOrganizationFlags(stack, orgId, { unlimitedLocations: true });
  // Its primary location, so the locations the examples add are never the primary one.
  const primary = await apiClient(stack)('POST', '/api/locations', {
    token: owner.token,
    headers: { 'x-active-org-id': orgId },
    body: locationPayload('Sede principal'),
  });
  if (primary.status !== 201) throw new Error(`fixture primary location: ${primary.status} ${primary.text}`);
  return { orgId, outsiderOrgId, accounts: { owner, orgAdmin, manager, member, outsider } };
}

/** The test file's fixture organization, made on first use (test/support/file-fixtures.ts). */
export const organizationFixture: (stack: StackInfo) => Promise<OrganizationFixture> = oncePerTestFile(build);

/** A checkout payment of an organization, for tests that record payments without the provider. */
export const paymentRecord = (
  orgId: string,
  status: Payment['status'],
  amountCents: number,
  createdAt = new Date().toISOString(),
): Payment => ({
  id: randomUUID(),
  orgId,
  status,
  amountCents,
  currency: 'usd',
  providerSessionId: `cs_test_${randomUUID()}`,
  createdAt,
});
