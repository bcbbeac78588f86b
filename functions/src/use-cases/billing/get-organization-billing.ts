import { listPaymentsOfOrganization } from '../../data/payments';
import type { OrgScope } from '../../domain/caller';
import { billingView } from '../../views/billing-view';
import { loadOrganization } from '../steps/organization-locations';

/** The Billing tab (issue 12): the organization's plan, the prices, and its payments newest first. */
export async function getOrganizationBilling(input: { org: OrgScope }) {
  const [organization, payments] = await Promise.all([
    loadOrganization(input.org.orgId),
    listPaymentsOfOrganization(input.org.orgId),
  ]);
  return billingView(organization, payments);
}
