import { AppError } from '@lunia/shared/errors';
import { closeInviteChange, releasePendingClaim } from '../../data/invites';
import { writeTransaction } from '../../data/transactions';
import type { Caller, OrgScope } from '../../domain/caller';
import { loadOrganizationInvite } from '../steps/invites';
import { organizationAuditEvent } from '../steps/organization-audit';

/**
 * Cancels a pending invite of the active organization (expired or not): its link stops working and
 * the address may be invited again. Status, claim and audit event in one transaction.
 */
export async function cancelOrganizationInvite(input: { caller: Caller; org: OrgScope; inviteId: string | undefined }) {
  const { orgId } = input.org;
  const invite = await loadOrganizationInvite(orgId, input.inviteId);
  if (invite.status !== 'PENDING') throw new AppError('INVITE_NOT_PENDING');
  const at = new Date().toISOString();
  await writeTransaction(
    [
      closeInviteChange(invite, { status: 'CANCELLED', by: input.caller.userId, at }),
      releasePendingClaim(invite),
      await organizationAuditEvent({
        caller: input.caller,
        orgId,
        role: input.org.role,
        action: 'invite_cancelled',
        at,
        inviteId: invite.id,
      }),
    ],
    new AppError('INVITE_NOT_PENDING'),
  );
  return { success: true as const };
}
