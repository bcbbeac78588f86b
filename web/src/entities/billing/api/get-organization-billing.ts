import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { billingKeys } from '../billing-keys';

export type OrganizationBilling = ApiResponse<'getOrganizationBilling'>;
export type BillingPlan = OrganizationBilling['plan'];
export type BillingPricing = OrganizationBilling['pricing'];
export type BillingPayment = OrganizationBilling['payments'][number];

/** GET /api/organizations/{orgId}/billing: whether it may subscribe, its plan, the prices and its payments (newest first). */
export const getOrganizationBilling = (orgId: string) =>
  authenticatedRequest('getOrganizationBilling', { params: { orgId } });

/**
 * Never fresh (`staleTime: 0`): the tab reads it again each time it opens, so a return from the
 * payment provider's checkout shows the plan and payment as they are now.
 */
export const organizationBillingQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: billingKeys.organization(orgId),
    queryFn: () => getOrganizationBilling(orgId),
    staleTime: 0,
  });

export const useOrganizationBilling = (orgId: string) => useQuery(organizationBillingQueryOptions(orgId));
