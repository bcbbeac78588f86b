/**
 * What the Team tab offers for each member (issue 10), from the shared rules, and what it says when a
 * call fails (every failure is shown to the user).
 */
import type { OrgRole } from '@lunia/shared/domain/constants';
import { assignableRoles, memberChangeRefusal } from '@lunia/shared/domain/member-management';
import { ApiError } from '../../lib/api-client';

/** Why a member's row offers no change: the explanation shown instead of the controls. */
export type TeamLockReason = 'notAdmin' | 'ownerOnly' | 'lastOwner';

export interface MemberControls {
  /** Roles the picker offers (the current one included); empty when the role cannot be changed. */
  roles: OrgRole[];
  canRemove: boolean;
  /** Set when neither is possible, or a part is refused for a reason worth explaining. */
  lock: TeamLockReason | undefined;
}

const LOCK_OF = { 'not-admin': 'notAdmin', 'owner-only': 'ownerOnly', 'last-owner': 'lastOwner' } as const;

export const ownersIn = (members: readonly { role: OrgRole }[]) => members.filter((m) => m.role === 'owner').length;

/**
 * The controls of one member's row, for an actor whose role is `actorRole` (undefined when the viewer
 * is not in the list, e.g. a pharmacy owner without a role here).
 */
export function memberControls(input: {
  actorRole: OrgRole | undefined;
  targetRole: OrgRole;
  ownerCount: number;
}): MemberControls {
  const { actorRole, targetRole, ownerCount } = input;
  if (!actorRole) return { roles: [], canRemove: false, lock: 'notAdmin' };
  const removal = memberChangeRefusal({ actorRole, targetRole, change: { kind: 'remove' }, ownerCount });
  const roles = assignableRoles({ actorRole, targetRole, ownerCount });
  // A refusal to remove explains the row; the last owner may still be re-set to owner (nothing to pick).
  return { roles, canRemove: removal === null, lock: removal ? LOCK_OF[removal] : undefined };
}

export type TeamAction = 'list' | 'role' | 'remove';

export type TeamErrorKey =
  | 'team.errors.lastOwner'
  | 'team.errors.ownerOnly'
  | 'team.errors.forbidden'
  | 'team.errors.notFound'
  | 'team.errors.conflict'
  | 'team.errors.network'
  | 'team.errors.loadFailed'
  | 'team.errors.roleFailed'
  | 'team.errors.removeFailed';

const FALLBACK: Record<TeamAction, TeamErrorKey> = {
  list: 'team.errors.loadFailed',
  role: 'team.errors.roleFailed',
  remove: 'team.errors.removeFailed',
};

/** The translation key (namespace organization-admin) of a failed team call. */
export function teamErrorKey(error: unknown, action: TeamAction): TeamErrorKey {
  if (!(error instanceof ApiError)) return FALLBACK[action];
  switch (error.code) {
    case 'LAST_OWNER':
      return 'team.errors.lastOwner';
    case 'OWNER_ROLE_REQUIRED':
      return 'team.errors.ownerOnly';
    case 'FORBIDDEN':
    case 'NOT_A_MEMBER':
      return 'team.errors.forbidden';
    case 'NOT_FOUND':
      return 'team.errors.notFound';
    case 'CONFLICT':
      return 'team.errors.conflict';
    case 'NETWORK_ERROR':
      return 'team.errors.network';
    default:
      return FALLBACK[action];
  }
}
