/**
 * Route examples of organizations and pharmacy locations (issue 10) for the generated
 * authorization-matrix and bad-input tests. Org-scoped routes act on the fixture organization
 * (./organization-fixture.ts): its id is the `{orgId}` and the `x-active-org-id` header, whoever
 * calls — so a non-member is refused by membership, not by a missing header. Routes on one location
 * get a fresh non-primary location of the fixture organization from `setup`.
 */
import type { RouteId } from '@lunia/shared/api/routes';
import { apiClient } from './local-clients';
import { locationPayload, organizationFixture, organizationPayload } from './organization-fixture';
import type { ExampleContext, Expectation, MatrixCaller, RouteExample } from './route-examples';

const placeholder = { locationId: 'example-location' };
const ownerOnlyElsewhere =
  "it would hand over or delete the fixture organization: the owner's success is in organization-lifecycle.test.ts, on organizations of its own";

/** A new location of the fixture organization, added by its owner (not primary: one exists already). */
async function fixtureLocation({ stack }: ExampleContext) {
  const { orgId, accounts } = await organizationFixture(stack);
  const response = await apiClient(stack)('POST', '/api/locations', {
    token: accounts.owner.token,
    headers: { 'x-active-org-id': orgId },
    body: locationPayload(`Sucursal ${Date.now().toString(36)}`),
  });
  if (response.status !== 201) throw new Error(`fixture location: ${response.status} ${response.text}`);
  return { locationId: (response.body.location as { id: string }).id };
}

export const organizationExamples: Partial<Record<RouteId, () => RouteExample>> = {
  createOrganization: () => ({ body: organizationPayload('Farmacia Ejemplo') }),
  getOrganization: () => ({ organization: true }),
  updateOrganization: () => ({ organization: true, body: { description: 'Updated by the matrix.' } }),
  getOrganizationApprovalStatus: () => ({ organization: true }),
  listLocations: () => ({ organization: true }),
  createLocation: () => ({ organization: true, body: locationPayload('Sucursal Matriz') }),
  updateLocation: () => ({
    organization: true,
    params: placeholder,
    body: locationPayload('Sucursal Editada'),
    setup: fixtureLocation,
  }),
  deleteLocation: () => ({ organization: true, params: placeholder, setup: fixtureLocation }),
  setPrimaryLocation: () => ({ organization: true, params: placeholder, setup: fixtureLocation }),
  listOrganizationActivity: () => ({
    organization: true,
    query: { action: 'location_created', from: '2025-01-01T00:00:00.000Z', limit: '5' },
  }),
  // The owner's success would hand over or delete the fixture organization every other row calls on.
  transferOrganizationOwnership: () => ({
    organization: true,
    body: { userId: 'example-member' },
    notOnSharedStack: ownerOnlyElsewhere,
  }),
  deleteOrganization: () => ({ organization: true, notOnSharedStack: ownerOnlyElsewhere }),
};

export type Row = Record<Exclude<MatrixCaller, 'support'>, Expectation>;
export const orgMemberRoute: Row = {
  anonymous: 'deny',
  user: 'deny',
  admin: 'deny',
  owner: 'allow',
  orgAdmin: 'allow',
  manager: 'allow',
  member: 'allow',
  outsider: 'deny',
};
export const orgAdminRoute: Row = { ...orgMemberRoute, manager: 'deny', member: 'deny' };

export const organizationExpectations: Partial<
  Record<RouteId, Pick<Row, 'anonymous' | 'user' | 'admin'> & Partial<Row>>
> = {
  createOrganization: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  getOrganization: orgMemberRoute,
  updateOrganization: orgAdminRoute,
  getOrganizationApprovalStatus: orgMemberRoute,
  listLocations: orgMemberRoute,
  createLocation: orgAdminRoute,
  updateLocation: orgAdminRoute,
  deleteLocation: orgAdminRoute,
  setPrimaryLocation: orgAdminRoute,
  listOrganizationActivity: orgAdminRoute,
  // The owner only (issue 24): an organization admin is refused by the use case (403 OWNER_ROLE_REQUIRED).
  transferOrganizationOwnership: { ...orgAdminRoute, orgAdmin: 'deny' },
  deleteOrganization: { ...orgAdminRoute, orgAdmin: 'deny' },
};
