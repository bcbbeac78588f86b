import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

export type AdminOrganization = ApiResponse<'listAdminOrganizations'>['organizations'][number];

export const ORGANIZATIONS_PAGE_SIZE = 20;

/** GET /api/admin/organizations: a page of organizations (newest first) and the approval counts. */
export const listAdminOrganizations = (cursor: string | undefined) =>
  authenticatedRequest('listAdminOrganizations', { query: { status: 'all', limit: ORGANIZATIONS_PAGE_SIZE, cursor } });

export const adminOrganizationsQueryKey = ['admin-organizations'] as const;

export const adminOrganizationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminOrganizationsQueryKey,
    queryFn: ({ pageParam }) => listAdminOrganizations(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

export const useAdminOrganizations = () => useInfiniteQuery(adminOrganizationsQueryOptions());
