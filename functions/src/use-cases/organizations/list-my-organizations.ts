import type { Caller } from '../../domain/caller';
import { organizationMembershipView } from '../../views/organization-view';
import { listUserOrganizations } from '../steps/user-organizations';

/** The caller's organizations with the caller's role in each (the switcher's list). */
export async function listMyOrganizations({ caller }: { caller: Caller }) {
  const organizations = await listUserOrganizations(caller.userId);
  return { organizations: organizations.map(organizationMembershipView) };
}
