import { AppError } from '@lunia/shared/errors';
import { closeInviteChange, getInvite, releasePendingClaim } from '../../data/invites';
import { getMembership, newMembershipPut } from '../../data/memberships';
import { organizationDeletedAt, organizationNotDeletedCheck } from '../../data/organization-lifecycle';
import { isTransactionConflict, writeTransaction } from '../../data/transactions';
import { emailVerifiedChange } from '../../data/user-email-verification';
import type { Caller } from '../../domain/caller';
import { hashInviteToken, isExpired } from '../../domain/invites/invite-rules';
import { logger } from '../../lib/logger';
import { loadOwnInvitation } from '../steps/invites';
import { organizationAuditEvent } from '../steps/organization-audit';
import { requireOwnProfile } from '../steps/own-profile';

/**
 * Joins the inviting organization with the invited role. Only with the invitation link's current
 * token, by the account whose e-mail the invitation was sent to, before it expires. The invite's
 * answer (its token removed: single use), the membership (refused if there is one), the freed
 * address, the now-proven e-mail and the audit event are one transaction, so accepting twice at
 * once makes one membership.
 */
export async function acceptInvitation(input: { caller: Caller; invitationId: string | undefined; token: string }) {
  const profile = await requireOwnProfile(input.caller);
  const { invite, linked } = await loadOwnInvitation(profile, input.invitationId, input.token);
  if (invite.status !== 'PENDING') throw new AppError('INVITE_NOT_PENDING');
  if (!linked) throw new AppError('INVITATION_LINK_INVALID');
  const now = new Date();
  if (isExpired(invite, now)) throw new AppError('INVITATION_EXPIRED');
  if (await getMembership(invite.orgId, input.caller.userId)) throw new AppError('ALREADY_MEMBER');

  const at = now.toISOString();
  try {
    await writeTransaction([
      closeInviteChange(invite, {
        status: 'ACCEPTED',
        by: input.caller.userId,
        at,
        tokenHash: hashInviteToken(input.token),
      }),
      releasePendingClaim(invite),
      organizationNotDeletedCheck(invite.orgId),
      newMembershipPut({ orgId: invite.orgId, userId: input.caller.userId, role: invite.role, joinedAt: at }),
      emailVerifiedChange(input.caller.userId, profile.email),
      await organizationAuditEvent({
        caller: input.caller,
        orgId: invite.orgId,
        role: invite.role,
        action: 'invite_accepted',
        at,
        inviteId: invite.id,
      }),
    ]);
  } catch (error) {
    if (!isTransactionConflict(error)) throw error;
    const current = await getInvite(invite.orgId, invite.id);
    if (current?.status !== 'PENDING' || (await organizationDeletedAt(invite.orgId))) {
      throw new AppError('INVITE_NOT_PENDING');
    }
    if (await getMembership(invite.orgId, input.caller.userId)) throw new AppError('ALREADY_MEMBER');
    if (current.tokenHash !== invite.tokenHash) throw new AppError('INVITATION_LINK_INVALID');
    throw new AppError('CONFLICT', 'This invitation changed meanwhile. Reload and try again.');
  }
  logger.info('Invite accepted', { orgId: invite.orgId, inviteId: invite.id, userId: input.caller.userId });
  return { success: true as const };
}
