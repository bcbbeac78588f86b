/**
 * Route examples of an organization's held details change and a super admin's decisions on an
 * organization (issue 24), spread into ./route-examples.ts like ./admin-organization-examples.ts.
 * The owner's withdrawal names the fixture organization (nothing held there: nothing to do, 200); the
 * admin decisions get a fresh organization of a fresh owner, approved, with a new legal name held for
 * review, so no decision touches an organization other files use. The behaviour is tested in
 * ../integration/organization-changes.test.ts.
 */
import type { RouteId } from '@lunia/shared/api/routes';
import { newAccount } from './accounts';
import { apiClient } from './local-clients';
import { orgAdminRoute } from './organization-examples';
import { createOrganizationAs, setOrganizationFlags } from './organization-fixture';
import type { Caller, ExampleContext, Expectation, RouteExample } from './route-examples';
import type { StackInfo } from './stack-info';

const superAdminOnly: Record<Caller, Expectation> & { support: Expectation } = {
  anonymous: 'deny',
  user: 'deny',
  admin: 'allow',
  support: 'deny',
};

/** A fresh approved organization of a fresh owner; `held` has its owner ask for a new legal name. */
export async function approvedOrganization(stack: StackInfo, label: string, held: boolean) {
  const owner = await newAccount(stack, `matrix-${label}`);
  const orgId = await createOrganizationAs(stack, owner.token, `Farmacia ${label}`);
  await setOrganizationFlags(stack, orgId, { verified: true, canSubscribe: true });
  if (held) {
    const response = await apiClient(stack)('PUT', `/api/organizations/${orgId}`, {
      token: owner.token,
      headers: { 'x-active-org-id': orgId },
      body: { name: `Farmacia ${label} Nueva` },
    });
    if (response.status !== 200) throw new Error(`hold a change for the example: ${response.status} ${response.text}`);
  }
  return { orgId, owner };
}

/** For the super admin (the only caller let through) a fresh organization; refused callers get the placeholder. */
const freshOrganization =
  (held: boolean) =>
  async ({ stack, caller, token }: ExampleContext): Promise<Record<string, string>> =>
    caller === 'admin' && token ? { orgId: (await approvedOrganization(stack, 'cambio', held)).orgId } : {};

export const organizationChangeExamples: Partial<Record<RouteId, () => RouteExample>> = {
  withdrawOrganizationChange: () => ({ organization: true }),
  approveOrganizationChange: () => ({ params: { orgId: 'example-organization' }, setup: freshOrganization(true) }),
  rejectOrganizationChange: () => ({
    params: { orgId: 'example-organization' },
    body: { reason: 'The licence number does not match the registry' },
    setup: freshOrganization(true),
  }),
  revokeOrganizationApproval: () => ({
    params: { orgId: 'example-organization' },
    body: { reason: 'Licence found revoked by the board' },
    setup: freshOrganization(false),
  }),
};

export const organizationChangeExpectations: Partial<
  Record<RouteId, Record<Caller, Expectation> & Partial<Record<string, Expectation>>>
> = {
  withdrawOrganizationChange: orgAdminRoute,
  // Super admins only (issue 24): support may not decide on an organization.
  approveOrganizationChange: superAdminOnly,
  rejectOrganizationChange: superAdminOnly,
  revokeOrganizationApproval: superAdminOnly,
};
