import { AppError } from '@lunia/shared/errors';
import { getMembership, memberRoleChanged } from '../../data/memberships';
import { writeTransaction } from '../../data/transactions';
import type { Caller, OrgScope } from '../../domain/caller';
import { organizationAuditEvent } from '../steps/organization-audit';
import { MEMBER_NOT_FOUND_MESSAGE } from '../steps/organization-team';

/**
 * The owner hands the organization to another of its members (issue 24): that member becomes owner
 * and the caller becomes admin, in one transaction conditioned on both roles as read (the owner count
 * does not move: one owner in, one out), with its audit event. Both are e-mailed from the audit event
 * (table stream). Only an owner may do it (403); the caller's own id is a 400, a person who is not a
 * member of this organization a 404, and someone who is already an owner a 409.
 */
export async function transferOrganizationOwnership(input: { caller: Caller; org: OrgScope; userId: string }) {
  const { caller, org, userId } = input;
  if (org.role !== 'owner') {
    throw new AppError('OWNER_ROLE_REQUIRED', 'Only the owner can transfer the ownership of the organization.');
  }
  if (userId === caller.userId) {
    throw new AppError('VALIDATION_FAILED', 'Choose another member to become the owner.', 'userId');
  }
  const target = await getMembership(org.orgId, userId);
  if (!target || target.orgDeletedAt) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE, 'userId');
  if (target.role === 'owner') throw new AppError('CONFLICT', 'This member is already an owner.', 'userId');
  const at = new Date().toISOString();
  await writeTransaction(
    [
      memberRoleChanged(org.orgId, target.userId, { from: target.role, to: 'owner', at, by: caller.userId }),
      memberRoleChanged(org.orgId, caller.userId, { from: 'owner', to: 'admin', at, by: caller.userId }),
      await organizationAuditEvent({
        caller,
        orgId: org.orgId,
        role: 'owner',
        action: 'ownership_transferred',
        at,
        member: { userId: target.userId, fromRole: target.role, toRole: 'owner' },
      }),
    ],
    new AppError('CONFLICT', 'The team changed meanwhile. Reload and try again.'),
  );
  return { success: true as const };
}
