import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { adminUserKeys } from '../admin-user-keys';

export type AdminUserDetail = ApiResponse<'getAdminUser'>;

/** GET /api/admin/users/{userId}: profile, organizations with roles, documents and timeline. */
export const getAdminUser = (userId: string) => authenticatedRequest('getAdminUser', { params: { userId } });

export const adminUserQueryOptions = (userId: string) =>
  queryOptions({ queryKey: adminUserKeys.detail(userId), queryFn: () => getAdminUser(userId), staleTime: 0 });

export const useAdminUser = (userId: string) => useQuery(adminUserQueryOptions(userId));
