import { AppError } from '@lunia/shared/errors';
import { findInviteByTokenHash } from '../../data/invites';
import { hashInviteToken, isExpired, tokenMatches } from '../../domain/invites/invite-rules';
import { INVITATION_NOT_FOUND_MESSAGE } from '../steps/invites';

/**
 * What the sign-in and registration pages show a visitor who opened an invitation link signed out
 * (issue 25): the inviting organization, the invited address and role. Found by the token's hash,
 * never by the id alone. Only a pending, unexpired invite whose current link is this one answers;
 * an unknown id, another token, a resent link's old token, an answered, cancelled or expired invite
 * are all the same 404, so the answer reveals nothing about which it was.
 */
export async function getInvitationPreview(input: { invitationId: string | undefined; token: string }) {
  const invite = await findInviteByTokenHash(hashInviteToken(input.token));
  const usable =
    invite !== undefined &&
    invite.id === input.invitationId &&
    invite.status === 'PENDING' &&
    tokenMatches(invite.tokenHash, input.token) &&
    !isExpired(invite, new Date());
  if (!usable) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE);
  return {
    invitation: {
      organizationName: invite.orgName,
      email: invite.email,
      role: invite.role,
      expiresAt: invite.expiresAt,
    },
  };
}
