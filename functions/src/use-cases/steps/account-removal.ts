/**
 * What deleting an account (issue 25) does to the organizations the person belongs to: the refusal
 * while they are an organization's only owner, and leaving each organization as a removal by an owner
 * would (membership deleted, owner count kept, audited, their pending invitations cancelled).
 */
import { isOrganizationOwnerOrAdmin } from '@lunia/shared/domain/organization-roles';
import { AppError } from '@lunia/shared/errors';
import { getMembership, type Membership, memberRemoved, membershipOfDeletedOrganization } from '../../data/memberships';
import { ownerCountChanged } from '../../data/organization-counts';
import { organizationDeletedAt } from '../../data/organization-lifecycle';
import { isTransactionConflict, writeTransaction } from '../../data/transactions';
import type { Caller } from '../../domain/caller';
import { cancelInvitesSentBy } from './inviter-invites';
import { organizationAuditEvent } from './organization-audit';
import { ownerCountOf } from './organization-team';

/**
 * Refuses (409 SOLE_OWNER) while the person is the only owner of an organization they belong to,
 * whatever its members or subscription: its ownership is transferred or it is deleted first, through
 * the organization's own paths, so nothing of an organization is ever decided by an account deletion.
 * An organization already deleted does not hold the person back: the table stream is removing its
 * memberships, and the deletion may run before it has.
 */
export async function refuseSoleOwnership(memberships: readonly Membership[]): Promise<void> {
  for (const membership of memberships) {
    if (membership.role !== 'owner') continue;
    if ((await ownerCountOf(membership.orgId)) <= 1 && !(await organizationDeletedAt(membership.orgId))) {
      throw new AppError('SOLE_OWNER', undefined, 'organization');
    }
  }
}

/**
 * The person leaves one organization: the membership goes (while its role is still the one read),
 * with the owner count when they were one of its owners and a `member_removed` event naming the
 * member by the pseudonym (its actor is rewritten to the pseudonym afterwards); then the invitations
 * they sent that are still pending are cancelled. A membership already gone is no error (a deletion
 * run again); one whose organization lost its other owners meanwhile is refused as SOLE_OWNER.
 *
 * An organization deleted (now or meanwhile) is not left but closed for this member: the membership
 * gets the same mark the table stream gives every membership of a deleted organization, so the
 * outcome is the same whether the stream has reached it yet or not (its invites are the stream's).
 */
export async function leaveOrganization(
  caller: Caller,
  membership: Membership,
  change: { at: string; pseudonym: string },
): Promise<void> {
  const { orgId, role } = membership;
  const deletedAt = membership.orgDeletedAt ?? (await organizationDeletedAt(orgId));
  if (deletedAt) return markMembershipOfDeletedOrganization(orgId, caller.userId, deletedAt);
  try {
    await writeTransaction([
      memberRemoved(orgId, caller.userId, role),
      ...(role === 'owner' ? [ownerCountChanged(orgId, -1)] : []),
      await organizationAuditEvent({
        caller,
        orgId,
        role,
        action: 'member_removed',
        at: change.at,
        member: { userId: change.pseudonym, fromRole: role },
      }),
    ]);
  } catch (error) {
    if (!isTransactionConflict(error)) throw error;
    // Deleted since it was read: the stream may be marking this very membership.
    const deletedMeanwhile = await organizationDeletedAt(orgId);
    if (deletedMeanwhile) return markMembershipOfDeletedOrganization(orgId, caller.userId, deletedMeanwhile);
    // Gone already (a deletion run again) is fine; still there means the last other owner just left.
    if (await getMembership(orgId, caller.userId)) throw new AppError('SOLE_OWNER', undefined, 'organization');
  }
  if (isOrganizationOwnerOrAdmin(role)) {
    await cancelInvitesSentBy({ caller, orgId, actorRole: role, inviterId: caller.userId });
  }
}

/**
 * The stream's change for a deleted organization's membership (steps/organization-deletion.ts), with
 * the organization's own `deletedAt`: whichever of the two writes it first, the record is the same,
 * and the other finds it marked (or gone) and leaves it.
 */
async function markMembershipOfDeletedOrganization(orgId: string, userId: string, deletedAt: string): Promise<void> {
  try {
    await writeTransaction([membershipOfDeletedOrganization(orgId, userId, deletedAt)]);
  } catch (error) {
    if (!isTransactionConflict(error)) throw error;
  }
}
