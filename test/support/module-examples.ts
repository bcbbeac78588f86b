/**
 * Route examples of Organization modules and module access (activate BookRx, access URL) (issue 10),
 * spread into ./route-examples.ts like ./organization-examples.ts, whose fixture organization and
 * expectation rows they use.
 *
 * Both routes answer 2xx only in a state the fixture organization is not created in (an unverified
 * organization cannot activate BookRx, and only an active one opens it), so each example's `setup`
 * first brings the fixture organization there, as the platform flows would (an admin's approval; an
 * activation). The refusals in the other states are tested in ../integration/organization-modules.test.ts.
 */
import type { RouteId } from '@lunia/shared/api/routes';
import { organizationKeys } from '../../functions/src/data/keys';
import { tableClient } from './local-clients';
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
};

export const moduleExpectations: Partial<Record<RouteId, Record<Caller, Expectation> & Partial<Row>>> = {
  // Owner and organization admin activate; manager and member are refused (FORBIDDEN), non-members too.
  activateOrganizationModules: orgAdminRoute,
  // Every member of an active organization opens BookRx for it.
  createOrganizationAccessUrl: orgMemberRoute,
};
