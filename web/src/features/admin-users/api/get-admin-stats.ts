import { queryOptions, useQuery } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** GET /api/admin/stats: the counters behind the page's stats cards. */
export const getAdminStats = () => authenticatedRequest('getAdminStats');

export const adminStatsQueryKey = ['admin-stats'] as const;

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminStatsQueryKey, queryFn: getAdminStats, staleTime: 0 });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
