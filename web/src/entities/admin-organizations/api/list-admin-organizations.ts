import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { adminOrganizationKeys } from '../admin-organization-keys';

export type AdminOrganization = ApiResponse<'listAdminOrganizations'>['organizations'][number];

export const ORGANIZATIONS_PAGE_SIZE = 20;
export const ORGANIZATION_STATUS_FILTERS = ['all', 'verified', 'pending'] as const;
export type OrganizationStatusFilter = (typeof ORGANIZATION_STATUS_FILTERS)[number];

/** The list's filters: the status (default all) and a prefix of the name, licence number or e-mail. */
export interface OrganizationFilters {
  status?: OrganizationStatusFilter;
  search?: string;
}

/** GET /api/admin/organizations: a page of organizations (newest first, or matching the search) and the approval counts. */
export const listAdminOrganizations = (filters: OrganizationFilters, cursor: string | undefined) =>
  authenticatedRequest('listAdminOrganizations', {
    query: { status: filters.status ?? 'all', search: filters.search, limit: ORGANIZATIONS_PAGE_SIZE, cursor },
  });

export const adminOrganizationsQueryOptions = (filters: OrganizationFilters = {}) =>
  infiniteQueryOptions({
    queryKey: adminOrganizationKeys.list(filters),
    queryFn: ({ pageParam }) => listAdminOrganizations(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
    // While a new search loads, the table keeps the previous rows instead of flashing the spinner.
    placeholderData: keepPreviousData,
  });

export const useAdminOrganizations = (filters: OrganizationFilters = {}) =>
  useInfiniteQuery(adminOrganizationsQueryOptions(filters));
