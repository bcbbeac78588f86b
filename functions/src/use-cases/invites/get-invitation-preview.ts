import { AppError } from '@lunia/shared/errors';
import { findInviteByTokenHash } from '../../data/invites';
import { hashInviteToken, isExpired, tokenMatches } from '../../domain/invites/invite-rules';
import { INVITATION_NOT_FOUND_MESSAGE } from '../steps/invites';

/**
 * What the sign-in and registration pages show a visitor who opened an invitation link signed out
 * (issue 25): the inviting organization, the invited address and role. Found by the token's hash,
 * never by the id alone. Only a pending, unexpired invite whose current link is this one answers.
 *
 * A link whose token was issued for this invitation (its lookup, keyed by the token's SHA-256, names
 * it) but can no longer be used says why (issue 40), since its holder was sent it: answered (410
 * `INVITATION_USED`), cancelled (410 `INVITATION_CANCELLED`) or expired (410 `INVITATION_EXPIRED`);
 * a token that names it but is not its current one is 403 `INVITATION_LINK_INVALID` (a resend removes
 * the old token's lookup, so a replaced link is normally the 404). An unknown id, a token of another
 * invitation or a guessed one is the same 404 as before, and nothing of the invitation is returned.
 */
export async function getInvitationPreview(input: { invitationId: string | undefined; token: string }) {
  const invite = await findInviteByTokenHash(hashInviteToken(input.token));
  if (!invite || invite.id !== input.invitationId) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE);
  if (invite.status === 'ACCEPTED' || invite.status === 'DECLINED') throw new AppError('INVITATION_USED');
  if (invite.status === 'CANCELLED') throw new AppError('INVITATION_CANCELLED');
  if (invite.status !== 'PENDING') throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE);
  if (isExpired(invite, new Date())) throw new AppError('INVITATION_EXPIRED');
  if (!tokenMatches(invite.tokenHash, input.token)) throw new AppError('INVITATION_LINK_INVALID');
  return {
    invitation: {
      organizationName: invite.orgName,
      email: invite.email,
      role: invite.role,
      expiresAt: invite.expiresAt,
    },
  };
}
