import type { Caller, OrgScope } from '../../domain/caller';
import { cancelInvitesSentBy, losesInviteRight } from '../steps/inviter-invites';
import { memberChangeCommitted } from '../steps/organization-team';

/**
 * Removes a member from the caller's organization (owner or admin; only an owner removes an owner,
 * never the last one). The membership item is deleted, so the next request of the removed person to
 * this organization is refused by the membership check. Audited. A removed owner or admin's
 * invitations that are still pending are cancelled (issue 25).
 */
export async function removeMember(input: { caller: Caller; org: OrgScope; userId: string | undefined }) {
  const { before } = await memberChangeCommitted({
    caller: input.caller,
    org: input.org,
    userId: input.userId,
    change: { kind: 'remove' },
  });
  if (losesInviteRight(before.role, undefined)) {
    await cancelInvitesSentBy({
      caller: input.caller,
      orgId: input.org.orgId,
      actorRole: input.org.role,
      inviterId: before.userId,
    });
  }
  return { success: true as const };
}
