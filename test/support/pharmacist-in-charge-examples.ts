/**
 * Route examples of the pharmacist in charge per location and the inspection binder (issue 27),
 * spread into ./route-examples.ts. Both act on a fresh location of the fixture organization; the
 * example clears the pharmacist in charge (a change-free success for the owner and admin), and the
 * behaviour of naming one is in ../integration/pharmacist-in-charge.test.ts.
 */
import type { RouteId } from '@lunia/shared/api/routes';
import { apiClient } from './local-clients';
import { orgAdminRoute, type Row } from './organization-examples';
import { locationPayload, organizationFixture } from './organization-fixture';
import type { ExampleContext, RouteExample } from './route-examples';

const placeholder = { locationId: 'example-location' };

/** A fresh location of the fixture organization (also the admin's binder example, ./admin-organization-examples.ts). */
export async function fixtureLocation({ stack }: ExampleContext) {
  const { orgId, accounts } = await organizationFixture(stack);
  const response = await apiClient(stack)('POST', '/api/locations', {
    token: accounts.owner.token,
    headers: { 'x-active-org-id': orgId },
    body: locationPayload(`Regente ${Date.now().toString(36)}`),
  });
  if (response.status !== 201) throw new Error(`fixture location: ${response.status} ${response.text}`);
  return { locationId: (response.body.location as { id: string }).id };
}

export const pharmacistInChargeExamples: Partial<Record<RouteId, () => RouteExample>> = {
  setLocationPharmacistInCharge: () => ({
    organization: true,
    params: placeholder,
    body: { memberId: null },
    setup: fixtureLocation,
  }),
  getInspectionBinder: () => ({
    organization: true,
    params: placeholder,
    query: { lang: 'en' },
    setup: fixtureLocation,
  }),
};

export const pharmacistInChargeExpectations: Partial<Record<RouteId, Row>> = {
  setLocationPharmacistInCharge: orgAdminRoute,
  getInspectionBinder: orgAdminRoute,
};
