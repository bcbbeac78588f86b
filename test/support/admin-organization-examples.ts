/**
 * Route examples of the admin's organizations and modules pages (one organization's view, module
 * statistics), spread into ./route-examples.ts like ./organization-examples.ts. The organization viewed
 * is the fixture organization (./organization-fixture.ts), so the admin's request finds one; the
 * behaviour is tested in ../integration/admin-organizations.test.ts.
 */
import type { RouteId } from '@lunia/shared/api/routes';
import { newAccount } from './accounts';
import { apiClient } from './local-clients';
import { createOrganizationAs, organizationFixture } from './organization-fixture';
import { fixtureLocation } from './pharmacist-in-charge-examples';
import type { Caller, ExampleContext, Expectation, RouteExample } from './route-examples';

const adminOnly: Record<Caller, Expectation> = { anonymous: 'deny', user: 'deny', admin: 'allow' };

/**
 * For the super admin (the only caller let through): a fresh organization of a fresh owner, so a
 * suspension never touches the fixture organization others open modules of; `suspended` suspends it
 * first (with the caller's own token), for the example that lifts it. Refused callers get the placeholder.
 */
function freshOrganization(suspended: boolean) {
  return async ({ stack, caller, token }: ExampleContext): Promise<Record<string, string>> => {
    if (caller !== 'admin' || !token) return {};
    const owner = await newAccount(stack, 'matrix-suspension');
    const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Suspensión');
    if (suspended) {
      const response = await apiClient(stack)('POST', `/api/admin/organizations/${orgId}/suspend`, {
        token,
        body: { reason: 'Set up by the matrix' },
      });
      if (response.status !== 200) throw new Error(`suspend for the example: ${response.status} ${response.text}`);
    }
    return { orgId };
  };
}

export const adminOrganizationExamples: Partial<Record<RouteId, () => RouteExample>> = {
  getAdminOrganization: () => ({
    params: { orgId: 'example-organization' },
    setup: async ({ stack }) => ({ orgId: (await organizationFixture(stack)).orgId }),
  }),
  getModuleStats: () => ({}),
  suspendOrganization: () => ({
    params: { orgId: 'example-organization' },
    body: { reason: 'Unpaid invoices under review' },
    setup: freshOrganization(false),
  }),
  unsuspendOrganization: () => ({
    params: { orgId: 'example-organization' },
    body: { reason: 'Resolved with the owner' },
    setup: freshOrganization(true),
  }),
  // Issue 40: a super admin opens a location's inspection binder of any organization.
  getOrganizationInspectionBinder: () => ({
    params: { orgId: 'example-organization', locationId: 'example-location' },
    query: { lang: 'es' },
    setup: async (context) => ({
      orgId: (await organizationFixture(context.stack)).orgId,
      ...(await fixtureLocation(context)),
    }),
  }),
};

export const adminOrganizationExpectations: Partial<
  Record<RouteId, Record<Caller, Expectation> & { support?: Expectation }>
> = {
  getAdminOrganization: adminOnly,
  getModuleStats: adminOnly,
  // Super admins only: support may not suspend (issue 24).
  suspendOrganization: { ...adminOnly, support: 'deny' },
  unsuspendOrganization: { ...adminOnly, support: 'deny' },
  // Super admins only: support may not read another organization's binder (issue 40).
  getOrganizationInspectionBinder: { ...adminOnly, support: 'deny' },
};
