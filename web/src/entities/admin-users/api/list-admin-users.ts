import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { cursorPagesQueryOptions } from '../../cursor-pages';
import { type AdminUserFilters, adminUserKeys } from '../admin-user-keys';

export type { AdminUserFilters };
export type AdminUserRow = ApiResponse<'listAdminUsers'>['users'][number];

export const USERS_PAGE_SIZE = 25;

/** GET /api/admin/users: one page of users matching the search and the role, status and module filters. */
export const listAdminUsers = (filters: AdminUserFilters, cursor: string | undefined) =>
  authenticatedRequest('listAdminUsers', {
    query: {
      search: filters.search || undefined,
      role: filters.role,
      status: filters.status,
      module: filters.module === 'all' ? undefined : filters.module,
      limit: USERS_PAGE_SIZE,
      cursor,
    },
  });

export const adminUsersQueryOptions = (filters: AdminUserFilters) =>
  cursorPagesQueryOptions(adminUserKeys.list(filters), (cursor) => listAdminUsers(filters, cursor));

/** The table keeps the previous result on screen while a new search or filter loads. */
export const useAdminUsers = (filters: AdminUserFilters) =>
  useInfiniteQuery({ ...adminUsersQueryOptions(filters), placeholderData: keepPreviousData });
