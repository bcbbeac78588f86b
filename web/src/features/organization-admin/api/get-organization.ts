import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

export type OrganizationDetails = ApiResponse<'getOrganization'>['org'];

export const organizationQueryKey = (orgId: string) => ['organization', orgId] as const;

/** GET /api/organizations/{orgId}: its details, flags and modules (the location limit reads them). */
export const getOrganization = (orgId: string) => authenticatedRequest('getOrganization', { params: { orgId } });

export const organizationQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: organizationQueryKey(orgId),
    queryFn: () => getOrganization(orgId),
    select: (response) => response.org,
  });

export const useOrganization = (orgId: string) => useQuery(organizationQueryOptions(orgId));
