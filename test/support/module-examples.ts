/**
 * Route examples of Organization modules and module access (activate BookRx, access URL; issue 10) and
 * of a module's redemption of a link (issue 24),
 * spread into ./route-examples.ts like ./organization-examples.ts, whose fixture organization and
 * expectation rows they use.
 *
 * Both routes answer 2xx only in a state the fixture organization is not created in (an unverified
 * organization cannot activate BookRx, and only an active one opens it), so each example's `setup`
 * first brings the fixture organization there, as the platform flows would (an admin's approval; an
 * activation). The refusals in the other states are tested in ../integration/organization-modules.test.ts.
 */
import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import type { RouteId } from '@lunia/shared/api/routes';
import { MODULE_SIGNATURE_HEADER } from '@lunia/shared/domain/module-access';
import { organizationKeys } from '../../functions/src/data/keys';
import { redemptionSignature } from '../../functions/src/domain/modules/module-access-token';
import { apiClient, tableClient } from './local-clients';
import { accessTokenOf, moduleSecret } from './module-access';
import { orgAdminRoute, orgMemberRoute, type Row } from './organization-examples';
import { organizationFixture, setOrganizationFlags } from './organization-fixture';
import type { Caller, ExampleContext, Expectation, RouteExample } from './route-examples';

/** The fixture organization verified (approved by an admin), and with BookRx active when `bookrx`. */
async function fixtureOrganizationIn(context: ExampleContext, state: { bookrx: boolean }) {
  const { orgId } = await organizationFixture(context.stack);
  const item = await tableClient(context.stack).get(organizationKeys.profile(orgId));
  const modules = Array.isArray(item?.activeModules) ? (item.activeModules as string[]) : [];
  const hasBookrx = modules.includes('bookrx');
  if (item?.verified !== true || (state.bookrx && !hasBookrx)) {
    await setOrganizationFlags(context.stack, orgId, {
      verified: true,
      canSubscribe: true,
      ...(state.bookrx && !hasBookrx ? { activeModules: [...modules, 'bookrx'] } : {}),
    });
  }
  return {};
}

/**
 * A fresh BookRx link of the fixture organization's owner, redeemed as BookRx's server would: the
 * token in the body and the request signed with BookRx's secret (docs/module-access.md). Each call
 * makes its own link, since a link redeems once.
 */
async function signedRedemption(context: ExampleContext) {
  await fixtureOrganizationIn(context, { bookrx: true });
  const { orgId, accounts } = await organizationFixture(context.stack);
  const response = await apiClient(context.stack)('POST', `/api/organizations/${orgId}/access`, {
    token: accounts.owner.token,
    body: { module: 'bookrx' },
    headers: { [ACTIVE_ORG_HEADER]: orgId },
  });
  if (response.status !== 200) throw new Error(`access link: ${response.status} ${response.text}`);
  const token = accessTokenOf(String(response.body.accessUrl));
  return {
    rawBody: JSON.stringify({ module: 'bookrx', token }),
    headers: { [MODULE_SIGNATURE_HEADER]: redemptionSignature(moduleSecret(context.stack, 'bookrx'), token) },
  };
}

/** A well-formed token for the bad-input test to break (never a redeemable link). */
const PLACEHOLDER_TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.e30.placeholder-signature';

export const moduleExamples: Partial<Record<RouteId, () => RouteExample>> = {
  activateOrganizationModules: () => ({
    organization: true,
    // What the web sends (no unlimitedLocations: an organization cannot grant itself that).
    body: { modules: ['bookrx'], activateForFree: true },
    setup: (context) => fixtureOrganizationIn(context, { bookrx: false }),
  }),
  createOrganizationAccessUrl: () => ({
    organization: true,
    body: { module: 'bookrx' },
    setup: (context) => fixtureOrganizationIn(context, { bookrx: true }),
  }),
  redeemModuleAccess: () => ({
    body: { module: 'bookrx', token: PLACEHOLDER_TOKEN },
    signed: signedRedemption,
  }),
};

export const moduleExpectations: Partial<Record<RouteId, Record<Caller, Expectation> & Partial<Row>>> = {
  // Owner and organization admin activate; manager and member are refused (FORBIDDEN), non-members too.
  activateOrganizationModules: orgAdminRoute,
  // Every member of an active organization opens BookRx for it.
  createOrganizationAccessUrl: orgMemberRoute,
  // Public: the module's signature is the check, whoever sends it.
  redeemModuleAccess: { anonymous: 'allow', user: 'allow', admin: 'allow' },
};
