import { countPendingInvitations } from '../../data/invites';
import { listMembershipsOfUser } from '../../data/memberships';
import { getUserStatsCounters } from '../../data/user-stats';
import { userStatsFrom } from '../../domain/account/user-stats';
import type { Caller } from '../../domain/caller';
import { requireOwnProfile } from '../steps/own-profile';

/**
 * The dashboard's stats cards: counters from the user's stats item, organizations from the
 * memberships index, pending, unexpired invitations to the proven e-mail from the invitee index. Keys and queries only, no scans.
 */
export async function getUserStats({ caller }: { caller: Caller }) {
  const profile = await requireOwnProfile(caller);
  const [counters, memberships, pendingInvitations] = await Promise.all([
    getUserStatsCounters(caller.userId),
    listMembershipsOfUser(caller.userId),
    // Invitations are matched by e-mail only once the address is proven.
    profile.emailVerified ? countPendingInvitations(profile.email, new Date().toISOString()) : 0,
  ]);
  return { stats: userStatsFrom({ counters, organizations: memberships.length, pendingInvitations }) };
}
