/** GET /api/profile: the signed-in user and their organizations; also the session's token check (spec §4). */
import { ADMIN_GROUPS, type GlobalRole } from '@lunia/shared/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../api-client';
import { PROFILE_REFRESH_MIN_INTERVAL_MS } from '../spec-timings';
import { authenticatedRequest } from './authenticated-request';

export type Profile = ApiResponse<'getProfile'>;
export type UserProfile = Profile['user'];
export type OrganizationMembership = Profile['orgs'][number];

export const getProfile = () => authenticatedRequest('getProfile');

export const profileQueryKey = ['profile'] as const;

/** The dashboard refreshes the user at most every 30 s (portal spec §4): that is the stale time. */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: getProfile, staleTime: PROFILE_REFRESH_MIN_INTERVAL_MS });

export const useProfileQuery = (options: { enabled: boolean }) =>
  useQuery({ ...profileQueryOptions(), enabled: options.enabled });

/** super_admin and support may use the admin back office (spec §6). */
export function isAdminRole(role: GlobalRole): boolean {
  return (ADMIN_GROUPS as readonly string[]).includes(role);
}
