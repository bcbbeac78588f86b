/** An organization as a member sees it in lists and the switcher, with the member's role. Pure. */
import type { OrgRole } from '@lunia/shared/domain/constants';
import type { Organization } from '../data/organizations';

export const organizationMembershipView = ({ organization, role }: { organization: Organization; role: OrgRole }) => ({
  id: organization.id,
  name: organization.name,
  role,
  activeModules: organization.activeModules ?? [],
  verified: organization.verified === true,
  canSubscribe: organization.canSubscribe === true,
});
