import { accountRoutes } from '@lunia/shared/api/routes/account';
import { countPendingInvitations } from '../../data/invitations';
import { listMembershipsOfUser } from '../../data/user-organizations';
import { getUserStatsCounters } from '../../data/user-stats';
import { userStatsFrom } from '../../domain/account/user-stats';
import { httpRoute } from '../../lib/http-route';
import { requireOwnProfile } from '../../lib/own-profile';

/**
 * The dashboard's stats cards: counters from the user's stats item, organizations from the
 * memberships index, pending invitations from the invitee index. Keys and queries only, no scans.
 */
export const handler = httpRoute(accountRoutes, 'getUserStats', async ({ caller }) => {
  const profile = await requireOwnProfile(caller);
  const [counters, memberships, pendingInvitations] = await Promise.all([
    getUserStatsCounters(caller.userId),
    listMembershipsOfUser(caller.userId),
    countPendingInvitations(profile.email),
  ]);
  return { stats: userStatsFrom({ counters, organizations: memberships.length, pendingInvitations }) };
});
