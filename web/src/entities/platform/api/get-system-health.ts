import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { platformKeys } from '../platform-keys';

export type SystemHealth = ApiResponse<'getSystemHealth'>;

/** How often the settings page asks for fresh figures while it is open. */
export const SYSTEM_HEALTH_REFRESH_MS = 15_000;

/** GET /api/admin/system-health: queue depths, dead letters, the last table-stream event, mail sent today. */
export const getSystemHealth = () => authenticatedRequest('getSystemHealth');

export const systemHealthQueryOptions = () =>
  queryOptions({
    queryKey: platformKeys.systemHealth,
    queryFn: getSystemHealth,
    staleTime: 0,
    refetchInterval: SYSTEM_HEALTH_REFRESH_MS,
  });
export const useSystemHealth = () => useQuery(systemHealthQueryOptions());
