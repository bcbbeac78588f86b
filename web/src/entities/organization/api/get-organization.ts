import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { organizationKeys } from '../organization-keys';

export type OrganizationDetails = ApiResponse<'getOrganization'>['org'];

/** GET /api/organizations/{orgId}: its details, flags, modules and expired required documents. */
export const getOrganization = (orgId: string) => authenticatedRequest('getOrganization', { params: { orgId } });

export const organizationQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: organizationKeys.detail(orgId),
    queryFn: () => getOrganization(orgId),
    select: (response): OrganizationDetails => response.org,
  });

export const useOrganization = (orgId: string) => useQuery(organizationQueryOptions(orgId));
