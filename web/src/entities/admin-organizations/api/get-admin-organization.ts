import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { adminOrganizationKeys } from '../admin-organization-keys';

export type AdminOrganizationDetail = ApiResponse<'getAdminOrganization'>['organization'];

/** GET /api/admin/organizations/{orgId}: one organization's details, members, documents and payments. */
export const getAdminOrganization = (orgId: string) =>
  authenticatedRequest('getAdminOrganization', { params: { orgId } });

/** Under the lists' prefix, so whatever refreshes the lists refreshes an open detail too. */
export const adminOrganizationQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: adminOrganizationKeys.detail(orgId),
    queryFn: () => getAdminOrganization(orgId),
    staleTime: 0,
  });

export const useAdminOrganization = (orgId: string) => useQuery(adminOrganizationQueryOptions(orgId));
