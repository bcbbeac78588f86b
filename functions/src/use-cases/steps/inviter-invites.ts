/**
 * Issue 25: invitations outlive their sender's right to invite only until the sender is removed
 * from the organization or is no longer its owner or admin. Then every pending invitation they sent
 * to it is cancelled, each with its claim released and its audit event, as one transaction per
 * invite (the same change as "cancel" in Pending Invites, made by whoever removed or demoted them).
 */
import type { OrgRole } from '@lunia/shared/domain/constants';
import { isOrganizationOwnerOrAdmin } from '@lunia/shared/domain/organization-roles';
import { closeInviteChange, listInvitesOfOrganization, releasePendingClaim } from '../../data/invites';
import { isTransactionConflict, writeTransaction } from '../../data/transactions';
import type { Caller } from '../../domain/caller';
import { organizationAuditEvent } from './organization-audit';

/** Cancels at most this many invites at once. */
const PARALLEL_CANCELS = 10;

/** Whether a member going from `before` to `after` (undefined: removed) loses the right to invite. */
export const losesInviteRight = (before: OrgRole, after: OrgRole | undefined) =>
  isOrganizationOwnerOrAdmin(before) && !isOrganizationOwnerOrAdmin(after);

/**
 * Cancels the pending invitations `inviterId` sent to the organization (one Query on the
 * organization's partition, no scan). An invite answered or cancelled meanwhile is left as it is.
 * Returns how many were cancelled.
 */
export async function cancelInvitesSentBy(input: {
  caller: Caller;
  orgId: string;
  actorRole: OrgRole;
  inviterId: string;
}): Promise<number> {
  const pending = await listInvitesOfOrganization(input.orgId, 'PENDING');
  const theirs = pending.filter((invite) => invite.invitedBy === input.inviterId);
  let cancelled = 0;
  for (let start = 0; start < theirs.length; start += PARALLEL_CANCELS) {
    const batch = theirs.slice(start, start + PARALLEL_CANCELS);
    const results = await Promise.all(
      batch.map(async (invite) => {
        const at = new Date().toISOString();
        try {
          await writeTransaction([
            closeInviteChange(invite, { status: 'CANCELLED', by: input.caller.userId, at }),
            releasePendingClaim(invite),
            await organizationAuditEvent({
              caller: input.caller,
              orgId: input.orgId,
              role: input.actorRole,
              action: 'invite_cancelled',
              at,
              inviteId: invite.id,
            }),
          ]);
          return 1;
        } catch (error) {
          if (isTransactionConflict(error)) return 0;
          throw error;
        }
      }),
    );
    cancelled += results.reduce<number>((sum, one) => sum + one, 0);
  }
  return cancelled;
}
