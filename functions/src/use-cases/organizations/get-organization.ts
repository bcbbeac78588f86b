import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import type { OrgScope } from '../../domain/caller';
import { expiredRequiredDocuments, organizationAsOf } from '../../domain/documents/expiry-rules';
import { organizationView } from '../../views/organization-view';
import { loadOrganization } from '../steps/organization-locations';

/**
 * The organization's details, for one of its members, with its required documents past their expiry
 * date: an expired pharmacy licence makes the verification fall back at once (issue 14), before the
 * daily job records it.
 */
export async function getOrganization(input: { org: OrgScope }) {
  const organization = await loadOrganization(input.org.orgId);
  const today = puertoRicoToday();
  return {
    org: {
      ...organizationView(organizationAsOf(organization, organization.documentExpiry, today)),
      expiredRequiredDocuments: expiredRequiredDocuments(organization.documentExpiry, today),
    },
  };
}
