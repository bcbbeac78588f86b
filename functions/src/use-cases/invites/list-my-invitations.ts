import { AppError } from '@lunia/shared/errors';
import { type Invite, listInvitationsForEmail } from '../../data/invites';
import type { Caller } from '../../domain/caller';
import { invitationView } from '../../views/invite-view';
import { loadOwnInvitation } from '../steps/invites';
import { requireOwnProfile } from '../steps/own-profile';

/**
 * Invitations addressed to the caller's e-mail, newest first, without dismissed ones. The e-mail is
 * the profile's (read by the token's sub). Only a proven address is matched: until then the list
 * holds at most the invitation whose link the caller opened (`invitation` + `token`), which proves it.
 * A stale or foreign link is left out rather than failing the list (the page says the link is invalid).
 */
export async function listMyInvitations(input: {
  caller: Caller;
  invitation?: string | undefined;
  token?: string | undefined;
}) {
  const profile = await requireOwnProfile(input.caller);
  const now = new Date();
  const listed: Invite[] = profile.emailVerified ? await listInvitationsForEmail(profile.email) : [];
  let linkedId: string | undefined;
  if (input.invitation && input.token) {
    try {
      const { invite, linked } = await loadOwnInvitation(profile, input.invitation, input.token);
      if (linked) {
        linkedId = invite.id;
        if (!listed.some((item) => item.id === invite.id)) listed.unshift(invite);
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return {
    invitations: listed.map((invite) => invitationView(invite, now, invite.id === linkedId)),
    emailVerified: profile.emailVerified,
  };
}
