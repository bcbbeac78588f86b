import type { OrgScope } from '../../domain/caller';
import { organizationView } from '../../views/organization-view';
import { loadOrganization } from '../steps/organization-locations';

/** The organization's details, for one of its members. */
export async function getOrganization(input: { org: OrgScope }) {
  return { org: organizationView(await loadOrganization(input.org.orgId)) };
}
