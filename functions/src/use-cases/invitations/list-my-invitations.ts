import { listInvitationsForEmail } from '../../data/invitations';
import type { Caller } from '../../domain/caller';
import { requireOwnProfile } from '../steps/own-profile';

/**
 * Invitations addressed to the caller's e-mail, newest first. The e-mail is the profile's (read by
 * the token's sub), not a token claim: access tokens carry none, and the profile is the authority.
 */
export async function listMyInvitations({ caller }: { caller: Caller }) {
  const profile = await requireOwnProfile(caller);
  return { invitations: await listInvitationsForEmail(profile.email) };
}
