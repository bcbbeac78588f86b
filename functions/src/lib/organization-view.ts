/** An organization as a member sees it in lists and the switcher, with the member's role. */
import type { UserOrganization } from '../data/user-organizations';

export const organizationMembershipView = ({ organization, role }: UserOrganization) => ({
  id: organization.id,
  name: organization.name,
  role,
  activeModules: organization.activeModules ?? [],
  verified: organization.verified === true,
  canSubscribe: organization.canSubscribe === true,
});
