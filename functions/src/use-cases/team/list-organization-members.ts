import { listMembersOfOrganization } from '../../data/memberships';
import { getUserSummaries } from '../../data/user-profiles';
import type { OrgScope } from '../../domain/caller';
import { inTeamOrder, memberView } from '../../views/member-view';

/**
 * The members of the caller's organization with their names and e-mails (Team tab): one Query on the
 * organization's partition and one BatchGetItem per 100 people, no scan. Owners first.
 */
export async function listOrganizationMembers(input: { org: OrgScope }) {
  const memberships = await listMembersOfOrganization(input.org.orgId);
  const people = await getUserSummaries(memberships.map((membership) => membership.userId));
  return {
    members: inTeamOrder(memberships.map((membership) => memberView(membership, people.get(membership.userId)))),
  };
}
