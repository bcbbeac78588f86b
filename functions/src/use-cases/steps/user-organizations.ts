/**
 * A user's organizations with their role (access pattern 4): the memberships on GSI1, then the
 * organizations themselves in one BatchGetItem.
 */
import type { OrgRole } from '@lunia/shared/domain/constants';
import { listMembershipsOfUser } from '../../data/memberships';
import { getOrganizations, type Organization } from '../../data/organization-profiles';

export interface UserOrganization {
  organization: Organization;
  role: OrgRole;
}

/** The user's organizations with their role, in membership order (by organization id). */
export async function listUserOrganizations(userId: string): Promise<UserOrganization[]> {
  const memberships = await listMembershipsOfUser(userId);
  if (memberships.length === 0) return [];
  const organizations = await getOrganizations(memberships.map((m) => m.orgId));
  return memberships.flatMap((membership) => {
    const organization = organizations.get(membership.orgId);
    // A membership whose organization is gone or deleted (its memberships being updated) is not shown.
    return organization && !organization.deletedAt ? [{ organization, role: membership.role }] : [];
  });
}
