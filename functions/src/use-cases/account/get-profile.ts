import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { getSessionPolicyCached, mfaEnrolmentRequired } from '../../data/session-policy';
import { touchLastSeen } from '../../data/user-profiles';
import type { Caller } from '../../domain/caller';
import { expiredRequiredDocuments, organizationAsOf, userAsOf } from '../../domain/documents/expiry-rules';
import { adminMustEnrol } from '../../lib/aws/cognito-mfa-state';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { organizationMembershipView } from '../../views/organization-view';
import { ownProfileView, requireOwnProfile } from '../steps/own-profile';
import { listUserOrganizations } from '../steps/user-organizations';

/** "Last seen" is written at most this often, however often the profile is loaded. */
const LAST_SEEN_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The signed-in user's profile and organizations (the web's token verification). Everything is
 * read by the token's sub; no user id is ever taken from the request.
 */
export async function getProfile({ caller }: { caller: Caller }) {
  const [profile, organizations] = await Promise.all([requireOwnProfile(caller), listUserOrganizations(caller.userId)]);
  const now = new Date();
  if (!profile.lastSeenAt || now.getTime() - Date.parse(profile.lastSeenAt) > LAST_SEEN_INTERVAL_MS) {
    const staleBefore = new Date(now.getTime() - LAST_SEEN_INTERVAL_MS).toISOString();
    await touchLastSeen(caller.userId, now.toISOString(), staleBefore)
      .then(() => {
        profile.lastSeenAt = now.toISOString();
      })
      .catch((error: Error) => logger.warn('lastSeenAt not updated', { error }));
  }
  // An expired required licence makes access fall back at once, whether or not the daily job ran.
  const today = puertoRicoToday(now);
  return {
    user: await ownProfileView(caller, userAsOf(profile, profile.documentExpiry, today)),
    orgs: organizations.map(({ organization, role }) =>
      organizationMembershipView({
        organization: organizationAsOf(organization, organization.documentExpiry, today),
        role,
      }),
    ),
    expiredRequiredDocuments: expiredRequiredDocuments(profile.documentExpiry, today),
    mfaEnrolmentRequired: caller.isAdmin && (await adminEnrolmentRequired(caller.userId)),
  };
}

/**
 * The admin routes' own rule (an authenticator recorded and still in Cognito), so an admin whose
 * authenticator was removed is sent to enrol instead of meeting 403s. If Cognito does not answer, the
 * recorded state decides: the profile still loads, and the admin routes refuse until it answers.
 */
async function adminEnrolmentRequired(userId: string): Promise<boolean> {
  const policy = await getSessionPolicyCached(userId);
  try {
    return await adminMustEnrol(userId, policy, env.endpoint('cognito') !== undefined);
  } catch (error) {
    logger.warn('Could not read the MFA state of an admin from Cognito', { error: error as Error });
    return mfaEnrolmentRequired(policy);
  }
}
