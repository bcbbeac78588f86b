import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

export type AdminStats = ApiResponse<'getAdminStats'>;

/** GET /api/admin/stats: the dashboard counters and the total revenue. */
export const getAdminStats = () => authenticatedRequest('getAdminStats');

export const adminStatsQueryKey = ['admin-stats'] as const;
export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminStatsQueryKey, queryFn: getAdminStats, staleTime: 0 });
export const useAdminStats = () => useQuery(adminStatsQueryOptions());
