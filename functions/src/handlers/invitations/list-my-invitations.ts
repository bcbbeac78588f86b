import { accountRoutes } from '@lunia/shared/api/routes/account';
import { listInvitationsForEmail } from '../../data/invitations';
import { httpRoute } from '../../lib/http-route';
import { requireOwnProfile } from '../../lib/own-profile';

/**
 * Invitations addressed to the caller's e-mail, newest first. The e-mail is the profile's (read by
 * the token's sub), not a token claim: access tokens carry none, and the profile is the authority.
 */
export const handler = httpRoute(accountRoutes, 'listMyInvitations', async ({ caller }) => {
  const profile = await requireOwnProfile(caller);
  return { invitations: await listInvitationsForEmail(profile.email) };
});
