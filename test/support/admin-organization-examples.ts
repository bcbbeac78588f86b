/**
 * Route examples of the admin's organizations and modules pages (one organization's view, module
 * statistics), spread into ./route-examples.ts like ./organization-examples.ts. The organization viewed
 * is the fixture organization (./organization-fixture.ts), so the admin's request finds one; the
 * behaviour is tested in ../integration/admin-organizations.test.ts.
 */
import type { RouteId } from '@lunia/shared/api/routes';
import { organizationFixture } from './organization-fixture';
import type { Caller, Expectation, RouteExample } from './route-examples';

const adminOnly: Record<Caller, Expectation> = { anonymous: 'deny', user: 'deny', admin: 'allow' };

export const adminOrganizationExamples: Partial<Record<RouteId, () => RouteExample>> = {
  getAdminOrganization: () => ({
    params: { orgId: 'example-organization' },
    setup: async ({ stack }) => ({ orgId: (await organizationFixture(stack)).orgId }),
  }),
  getModuleStats: () => ({}),
};

export const adminOrganizationExpectations: Partial<Record<RouteId, Record<Caller, Expectation>>> = {
  getAdminOrganization: adminOnly,
  getModuleStats: adminOnly,
};
