import { useEffect } from 'react';
import { ApiError } from '../api-client';
import { resolveActiveOrganization } from './active-organization';
import { isAdminRole, type OrganizationMembership, type UserProfile, useProfileQuery } from './get-profile';
import { type SessionEnd, startSession, useTokenState } from './session-state';

/**
 * Spec §4 session states, plus `error` for a session whose profile could not be loaded for a reason
 * other than authentication (offline, server error): the user stays signed in and may retry.
 */
export type Session =
  | { status: 'loading' }
  | { status: 'unauthenticated'; expired: boolean; endedBy?: SessionEnd }
  | { status: 'error'; error: unknown; retry: () => void }
  | {
      status: 'authenticated';
      user: UserProfile;
      organizations: OrganizationMembership[];
      isAdmin: boolean;
      /**
       * Approving organizations and bulk reminders are super_admin only (docs/decisions/0017-separation-of-duties.md,
       * issue 11).
       */
      isSuperAdmin: boolean;
      /** An admin without an authenticator app: the back office asks them to enrol one first. */
      mfaEnrolmentRequired: boolean;
    };

export function useSession(): Session {
  const tokens = useTokenState();
  useEffect(startSession, []);
  const profile = useProfileQuery({ enabled: tokens.status === 'signedIn' });
  const organizations = profile.data?.orgs;

  // The stored active organization is restored only while the user is still a member of it.
  useEffect(() => {
    if (organizations) resolveActiveOrganization(organizations);
  }, [organizations]);

  if (tokens.status === 'signedOut')
    return {
      status: 'unauthenticated',
      expired: tokens.expired,
      ...(tokens.endedBy ? { endedBy: tokens.endedBy } : {}),
    };
  if (tokens.status === 'checking') return { status: 'loading' };
  if (profile.data) {
    return {
      status: 'authenticated',
      user: profile.data.user,
      organizations: profile.data.orgs,
      isAdmin: isAdminRole(profile.data.user.globalRole),
      isSuperAdmin: profile.data.user.globalRole === 'super_admin',
      mfaEnrolmentRequired: profile.data.mfaEnrolmentRequired,
    };
  }
  if (profile.isError) {
    // A refused session is already being cleared; until then it is still loading.
    if (profile.error instanceof ApiError && profile.error.status === 401) return { status: 'loading' };
    return { status: 'error', error: profile.error, retry: () => void profile.refetch() };
  }
  return { status: 'loading' };
}
