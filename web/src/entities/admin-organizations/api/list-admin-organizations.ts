import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { cursorPagesQueryOptions } from '../../cursor-pages';
import {
  adminOrganizationKeys,
  ORGANIZATION_STATUS_FILTERS,
  type OrganizationFilters,
  type OrganizationStatusFilter,
} from '../admin-organization-keys';

export type AdminOrganization = ApiResponse<'listAdminOrganizations'>['organizations'][number];

export const ORGANIZATIONS_PAGE_SIZE = 20;
export { ORGANIZATION_STATUS_FILTERS, type OrganizationFilters, type OrganizationStatusFilter };

/** GET /api/admin/organizations: a page of organizations (newest first, or matching the search) and the approval counts. */
export const listAdminOrganizations = (filters: OrganizationFilters, cursor: string | undefined) =>
  authenticatedRequest('listAdminOrganizations', {
    query: { status: filters.status ?? 'all', search: filters.search, limit: ORGANIZATIONS_PAGE_SIZE, cursor },
  });

export const adminOrganizationsQueryOptions = (filters: OrganizationFilters = {}) =>
  infiniteQueryOptions({
    ...cursorPagesQueryOptions(adminOrganizationKeys.list(filters), (cursor) =>
      listAdminOrganizations(filters, cursor),
    ),
    // While a new search loads, the table keeps the previous rows instead of flashing the spinner.
    placeholderData: keepPreviousData,
  });

export const useAdminOrganizations = (filters: OrganizationFilters = {}) =>
  useInfiniteQuery(adminOrganizationsQueryOptions(filters));
