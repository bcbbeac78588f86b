import type { OrgScope } from '../../domain/caller';
import { loadOrganization } from '../steps/organization-locations';

/** Whether the organization is verified and may subscribe (portal-and-admin §7 approval status). */
export async function getOrganizationApprovalStatus(input: { org: OrgScope }) {
  const organization = await loadOrganization(input.org.orgId);
  return {
    organization: {
      id: organization.id,
      verified: organization.verified === true,
      canSubscribe: organization.canSubscribe === true,
    },
  };
}
