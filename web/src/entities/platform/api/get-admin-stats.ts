import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { platformKeys } from '../platform-keys';

export type AdminStats = ApiResponse<'getAdminStats'>;

/** GET /api/admin/stats: the dashboard counters and the total revenue. */
export const getAdminStats = () => authenticatedRequest('getAdminStats');

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: platformKeys.stats, queryFn: getAdminStats, staleTime: 0 });
export const useAdminStats = () => useQuery(adminStatsQueryOptions());
