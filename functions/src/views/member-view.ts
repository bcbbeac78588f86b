/** An organization's member as the Team tab shows them: the membership with the person's name and e-mail. Pure. */
import type { Membership } from '../data/memberships';

export interface PersonSummary {
  firstName: string;
  lastName: string;
  email: string;
}

const ROLE_ORDER = { owner: 0, admin: 1, manager: 2, member: 3 } as const;

/** A member with their name and e-mail (empty when the person's profile is gone). */
export const memberView = (membership: Membership, person: PersonSummary | undefined) => ({
  userId: membership.userId,
  firstName: person?.firstName ?? '',
  lastName: person?.lastName ?? '',
  email: person?.email ?? '',
  role: membership.role,
  joinedAt: membership.joinedAt,
});

/** Owners first, then admins, managers and members; longest-standing first within a role. */
export function inTeamOrder<T extends { role: Membership['role']; joinedAt: string; userId: string }>(
  members: T[],
): T[] {
  return [...members].sort(
    (a, b) =>
      ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
      a.joinedAt.localeCompare(b.joinedAt) ||
      a.userId.localeCompare(b.userId),
  );
}
