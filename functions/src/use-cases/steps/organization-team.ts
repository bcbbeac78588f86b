/**
 * An organization's team as use cases need it (issue 10): members found under the organization, never
 * by id alone; the owner count; and one committed change (a role change or a removal) with its rules,
 * its audit event and the owner count in one transaction.
 */
import type { OrgRole } from '@lunia/shared/domain/constants';
import {
  isNoChange,
  type MemberChange,
  type MemberChangeRefusal,
  memberChangeRefusal,
  ownerCountChange,
} from '@lunia/shared/domain/member-management';
import { AppError } from '@lunia/shared/errors';
import {
  countOwnersOfOrganization,
  getMembership,
  type Membership,
  memberHoldsRole,
  memberRemoved,
  memberRoleChanged,
} from '../../data/memberships';
import { ownerCountChanged, ownerCountInitialised } from '../../data/organization-counts';
import { getOrganization } from '../../data/organization-profiles';
import { isTransactionConflict, writeTransaction } from '../../data/transactions';
import type { Caller, OrgScope } from '../../domain/caller';
import { organizationAuditEvent } from './organization-audit';
import { ORGANIZATION_NOT_FOUND_MESSAGE } from './organization-locations';

export const MEMBER_NOT_FOUND_MESSAGE = 'This person is not a member of this organization.';
/** User ids are Cognito subs; anything longer cannot be one (and would not fit a sort key). */
const MAX_USER_ID_LENGTH = 128;
/** A change re-reads and retries after a lost race this many times in all, then answers 409. */
const MAX_ATTEMPTS = 3;

/** A member of this organization; another organization's member (or anyone else) is a 404 like any unknown id. */
export async function loadMember(orgId: string, userId: string | undefined): Promise<Membership> {
  const member = userId && userId.length <= MAX_USER_ID_LENGTH ? await getMembership(orgId, userId) : undefined;
  if (!member) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE);
  return member;
}

/**
 * The organization's number of owners. Organizations created before the count was kept get it once
 * here: the owners are counted (strongly consistent) and the count is set only if still absent.
 * Nothing can change who is an owner before that, since every such change needs the count.
 */
export async function ownerCountOf(orgId: string): Promise<number> {
  const organization = await getOrganization(orgId);
  if (!organization) throw new AppError('NOT_FOUND', ORGANIZATION_NOT_FOUND_MESSAGE);
  if (typeof organization.ownerCount === 'number') return organization.ownerCount;
  const owners = await countOwnersOfOrganization(orgId);
  if (await ownerCountInitialised(orgId, owners)) return owners;
  // Initialised meanwhile by a concurrent change: read what it set.
  return ownerCountOf(orgId);
}

function refusalError(refusal: MemberChangeRefusal): AppError {
  switch (refusal) {
    case 'not-admin':
      return new AppError('FORBIDDEN', 'Only the organization owner or an admin can do this.');
    case 'owner-only':
      return new AppError('OWNER_ROLE_REQUIRED');
    case 'last-owner':
      return new AppError('LAST_OWNER');
  }
}

/** The caller's role now (re-read after a lost race: it may have changed, or they may be gone). */
async function currentRoleOf(orgId: string, userId: string): Promise<OrgRole> {
  const membership = await getMembership(orgId, userId);
  if (!membership) throw new AppError('NOT_A_MEMBER');
  return membership.role;
}

/**
 * Applies a role change or a removal to a member of the caller's organization, if the rules allow it
 * (`@lunia/shared/domain/member-management`), in one transaction: the membership change
 * (conditioned on the role read), the actor still holding their role, the owner count (never below 1)
 * and the audit event. After a lost race it re-reads and decides again, so the answer is the rule that
 * now refuses (the last owner, an actor no longer owner, a member gone) or, after a few attempts, 409.
 * Setting the role a member already has changes nothing and records nothing.
 */
export async function memberChangeCommitted(input: {
  caller: Caller;
  org: OrgScope;
  userId: string | undefined;
  change: MemberChange;
}): Promise<{ before: Membership; after: Membership | undefined }> {
  const { caller, org, change } = input;
  const { orgId } = org;
  for (let attempt = 1; ; attempt++) {
    const target = await loadMember(orgId, input.userId);
    const actorRole = attempt === 1 ? org.role : await currentRoleOf(orgId, caller.userId);
    const ownerCount = await ownerCountOf(orgId);
    const refusal = memberChangeRefusal({ actorRole, targetRole: target.role, change, ownerCount });
    if (refusal) throw refusalError(refusal);
    if (isNoChange(target.role, change)) return { before: target, after: target };

    const at = new Date().toISOString();
    const delta = ownerCountChange(target.role, change);
    const newRole = change.kind === 'change-role' ? change.role : undefined;
    const items = [
      newRole
        ? memberRoleChanged(orgId, target.userId, { from: target.role, to: newRole, at, by: caller.userId })
        : memberRemoved(orgId, target.userId, target.role),
      // Acting on oneself: the condition on the member's role already is the actor's.
      ...(target.userId === caller.userId ? [] : [memberHoldsRole(orgId, caller.userId, actorRole)]),
      ...(delta === 0 ? [] : [ownerCountChanged(orgId, delta)]),
      await organizationAuditEvent({
        caller,
        orgId,
        role: actorRole,
        action: newRole ? 'member_role_changed' : 'member_removed',
        at,
        member: { userId: target.userId, fromRole: target.role, ...(newRole ? { toRole: newRole } : {}) },
      }),
    ];
    try {
      await writeTransaction(items);
      return { before: target, after: newRole ? { ...target, role: newRole } : undefined };
    } catch (error) {
      if (!isTransactionConflict(error)) throw error;
      if (attempt >= MAX_ATTEMPTS) {
        throw new AppError('CONFLICT', 'The team was changed meanwhile. Reload it and try again.');
      }
      // Two changes that keep colliding (two owners acting on each other) fall out of step.
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  }
}
