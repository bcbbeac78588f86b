import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { type ActiveOrganizationId, useActiveOrganizationId } from '../../../lib/auth/active-organization';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { accountKeys } from '../account-keys';

export type UserStats = ApiResponse<'getUserStats'>['stats'];

/** Portal spec §3: every stat defaults to 0. */
export const EMPTY_USER_STATS: UserStats = {
  activeOrganizations: 0,
  pendingDocuments: 0,
  approvedDocuments: 0,
  invitations: 0,
  totalEarnings: 0,
  completedShifts: 0,
};

/** GET /api/users/me/stats: the dashboard cards. */
export const getUserStats = () => authenticatedRequest('getUserStats');

export const userStatsQueryOptions = (activeOrganizationId: ActiveOrganizationId) =>
  queryOptions({
    queryKey: accountKeys.stats(activeOrganizationId),
    queryFn: getUserStats,
    select: (response) => response.stats,
  });

export const useUserStats = () => useQuery(userStatsQueryOptions(useActiveOrganizationId()));
