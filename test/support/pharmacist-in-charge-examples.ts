/**
 * Route examples of the pharmacist in charge per location and the inspection binder (issues 27, 43:
 * with the revocation of its verification links and the public summary its QR code opens),
 * spread into ./route-examples.ts. Both act on a fresh location of the fixture organization; the
 * example clears the pharmacist in charge (a change-free success for the owner and admin), and the
 * behaviour of naming one is in ../integration/pharmacist-in-charge.test.ts.
 */
import { randomBytes } from 'node:crypto';
import type { RouteId } from '@lunia/shared/api/routes';
import { locationVerificationLinkKeys } from '../../functions/src/data/keys';
import { hashVerificationToken } from '../../functions/src/domain/verification-links/link-token';
import { apiClient, tableClient } from './local-clients';
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

/** A working verification link of a fresh fixture location's summary, written to the table; returns its token. */
export async function locationLinkToken(context: ExampleContext): Promise<Record<string, string>> {
  const { orgId } = await organizationFixture(context.stack);
  const { locationId } = await fixtureLocation(context);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashVerificationToken(token);
  const createdAt = new Date().toISOString();
  const linkExpiresAt = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
  await tableClient(context.stack).put({
    ...locationVerificationLinkKeys.item(tokenHash),
    entity: 'LocationVerificationLink',
    id: `example-${tokenHash.slice(0, 16)}`,
    tokenHash,
    orgId,
    locationId,
    createdAt,
    linkExpiresAt,
    createdBy: 'example',
    expiresAt: Math.floor(Date.parse(linkExpiresAt) / 1000),
  });
  return { token };
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
  revokeLocationVerificationLinks: () => ({ organization: true, params: placeholder, setup: fixtureLocation }),
  getLocationVerification: () => ({ params: { token: 'example-token' }, setup: locationLinkToken }),
};

export const pharmacistInChargeExpectations: Partial<Record<RouteId, Row>> = {
  setLocationPharmacistInCharge: orgAdminRoute,
  getInspectionBinder: orgAdminRoute,
  revokeLocationVerificationLinks: orgAdminRoute,
  getLocationVerification: Object.fromEntries(Object.keys(orgAdminRoute).map((caller) => [caller, 'allow'])) as Row,
};
