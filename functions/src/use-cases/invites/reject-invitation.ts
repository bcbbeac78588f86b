import { AppError } from '@lunia/shared/errors';
import { closeInviteChange, releasePendingClaim } from '../../data/invites';
import { writeTransaction } from '../../data/transactions';
import type { Caller } from '../../domain/caller';
import { loadOwnInvitation } from '../steps/invites';
import { organizationAuditEvent } from '../steps/organization-audit';
import { requireOwnProfile } from '../steps/own-profile';

/**
 * Declines a pending invitation addressed to the caller (also an expired one): recorded as DECLINED,
 * its link stops working and the organization may invite the address again. Audited.
 */
export async function rejectInvitation(input: {
  caller: Caller;
  invitationId: string | undefined;
  token?: string | undefined;
}) {
  const profile = await requireOwnProfile(input.caller);
  const { invite } = await loadOwnInvitation(profile, input.invitationId, input.token);
  if (invite.status !== 'PENDING') throw new AppError('INVITE_NOT_PENDING');
  const at = new Date().toISOString();
  await writeTransaction(
    [
      closeInviteChange(invite, { status: 'DECLINED', by: input.caller.userId, at }),
      releasePendingClaim(invite),
      await organizationAuditEvent({
        caller: input.caller,
        orgId: invite.orgId,
        role: invite.role,
        action: 'invite_declined',
        at,
        inviteId: invite.id,
      }),
    ],
    new AppError('INVITE_NOT_PENDING'),
  );
  return { success: true as const };
}
