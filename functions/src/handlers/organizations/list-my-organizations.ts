import { organizationRoutes } from '@lunia/shared/api/routes/organizations';
import { listUserOrganizations } from '../../data/user-organizations';
import { httpRoute } from '../../lib/http-route';
import { organizationMembershipView } from '../../lib/organization-view';

/** The caller's organizations with the caller's role in each (the switcher's list). */
export const handler = httpRoute(organizationRoutes, 'listMyOrganizations', async ({ caller }) => {
  const organizations = await listUserOrganizations(caller.userId);
  return { organizations: organizations.map(organizationMembershipView) };
});
