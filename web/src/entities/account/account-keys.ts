import type { ActiveOrganizationId } from '../../lib/auth/active-organization';
import { profileQueryKey } from '../../lib/auth/get-profile';

/** The query keys of the signed-in account. */
export const accountKeys = {
  /**
   * GET /api/profile. The session reads it to know who is signed in (lib/auth/get-profile.ts, below
   * this tier), so its key is defined there and used here.
   */
  profile: profileQueryKey,
  /** The dashboard's figures, whatever the active organization. */
  allStats: ['account', 'stats'] as const,
  /** Keyed by the active organization: the header the request carries changes the answer. */
  stats: (activeOrganizationId: ActiveOrganizationId) =>
    ['account', 'stats', activeOrganizationId ?? 'individual'] as const,
  /** An administrator's authenticator-app setup (from Cognito, not from our API). */
  mfaEnrolment: (userId: string) => ['account', 'mfa-enrolment', userId] as const,
};
