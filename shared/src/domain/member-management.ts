/**
 * Team management (portal-and-admin §2 Team tab, §6 roles; issue 10): who may change a member's role
 * or remove a member. Pure; the API enforces it (and again inside the write's transaction, through the
 * organization's `ownerCount`), the web hides or explains what it refuses.
 *
 * - Only an owner or an admin manages the team.
 * - Only an owner may act on an owner, or grant or take away the owner role; an admin may not.
 * - The last owner can never be removed or demoted: an organization always has an owner.
 *
 * A member may act on themselves within the same rules (an admin stepping down, an owner handing
 * over once another owner exists, leaving the organization).
 */
import { ORG_ROLES, type OrgRole } from './constants';
import { isOrganizationOwnerOrAdmin } from './organization-roles';

export type MemberChange = { kind: 'change-role'; role: OrgRole } | { kind: 'remove' };

/**
 * Why a change is refused:
 * - `not-admin`: the actor is neither owner nor admin;
 * - `owner-only`: the change concerns an owner or the owner role, and the actor is not an owner;
 * - `last-owner`: the change would leave the organization without an owner.
 */
export type MemberChangeRefusal = 'not-admin' | 'owner-only' | 'last-owner';

/** How the organization's number of owners moves with this change: -1, 0 or +1. */
export function ownerCountChange(targetRole: OrgRole, change: MemberChange): -1 | 0 | 1 {
  const wasOwner = targetRole === 'owner';
  const isOwner = change.kind === 'change-role' && change.role === 'owner';
  if (wasOwner === isOwner) return 0;
  return isOwner ? 1 : -1;
}

/** True when the change leaves everything as it is (setting the role a member already has). */
export function isNoChange(targetRole: OrgRole, change: MemberChange): boolean {
  return change.kind === 'change-role' && change.role === targetRole;
}

/**
 * The refusal of a change, or null when it is allowed. `ownerCount` is the organization's number of
 * owners now (the target included when they are one).
 */
export function memberChangeRefusal(input: {
  actorRole: OrgRole;
  targetRole: OrgRole;
  change: MemberChange;
  ownerCount: number;
}): MemberChangeRefusal | null {
  const { actorRole, targetRole, change } = input;
  if (!isOrganizationOwnerOrAdmin(actorRole)) return 'not-admin';
  const touchesOwnerRole = targetRole === 'owner' || (change.kind === 'change-role' && change.role === 'owner');
  if (touchesOwnerRole && actorRole !== 'owner') return 'owner-only';
  if (ownerCountChange(targetRole, change) < 0 && input.ownerCount <= 1) return 'last-owner';
  return null;
}

/**
 * The roles the actor may give this member (the current one included, so a picker shows it), in the
 * order of ORG_ROLES. Empty when the actor may not change this member's role at all.
 */
export function assignableRoles(input: { actorRole: OrgRole; targetRole: OrgRole; ownerCount: number }): OrgRole[] {
  return ORG_ROLES.filter(
    (role) =>
      role === input.targetRole || memberChangeRefusal({ ...input, change: { kind: 'change-role', role } }) === null,
  ).filter((_, __, allowed) => allowed.length > 1);
}
