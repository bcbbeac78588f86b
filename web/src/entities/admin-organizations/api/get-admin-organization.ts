import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { adminOrganizationKeys } from '../admin-organization-keys';

export type AdminOrganizationDetail = ApiResponse<'getAdminOrganization'>['organization'];
/** Its locations, primary first (issue 40: a super admin opens each one's inspection binder). */
export type AdminOrganizationLocation = ApiResponse<'getAdminOrganization'>['locations'][number];

/** GET /api/admin/organizations/{orgId}: one organization's details, members, documents, payments and locations. */
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
