import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { platformKeys } from '../platform-keys';

export type ModuleStats = ApiResponse<'getModuleStats'>;

/** GET /api/admin/modules/stats: each module's status, description and user count. */
export const getModuleStats = () => authenticatedRequest('getModuleStats');

export const moduleStatsQueryOptions = () =>
  queryOptions({ queryKey: platformKeys.moduleStats, queryFn: getModuleStats, staleTime: 0 });
export const useModuleStats = () => useQuery(moduleStatsQueryOptions());
