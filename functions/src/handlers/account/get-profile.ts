import { accountRoutes } from '@lunia/shared/api/routes/account';
import { touchLastSeen } from '../../data/user-account';
import { listUserOrganizations } from '../../data/user-organizations';
import { ownProfileView } from '../../lib/account-profile';
import { httpRoute } from '../../lib/http-route';
import { logger } from '../../lib/logger';
import { organizationMembershipView } from '../../lib/organization-view';
import { requireOwnProfile } from '../../lib/own-profile';

/** "Last seen" is written at most this often, however often the profile is loaded. */
const LAST_SEEN_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The signed-in user's profile and organizations (the web's token verification). Everything is
 * read by the token's sub; no user id is ever taken from the request.
 */
export const handler = httpRoute(accountRoutes, 'getProfile', async ({ caller }) => {
  const [profile, organizations] = await Promise.all([requireOwnProfile(caller), listUserOrganizations(caller.userId)]);
  const now = new Date();
  if (!profile.lastSeenAt || now.getTime() - Date.parse(profile.lastSeenAt) > LAST_SEEN_INTERVAL_MS) {
    await touchLastSeen(caller.userId, now.toISOString(), new Date(now.getTime() - LAST_SEEN_INTERVAL_MS).toISOString())
      .then(() => {
        profile.lastSeenAt = now.toISOString();
      })
      .catch((error: Error) => logger.warn('lastSeenAt not updated', { error }));
  }
  return { user: await ownProfileView(caller, profile), orgs: organizations.map(organizationMembershipView) };
});
