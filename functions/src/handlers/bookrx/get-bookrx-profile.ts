import { bookrxRoutes } from '@lunia/shared/api/routes/bookrx';
import { getUserStatsCounters } from '../../data/user-stats';
import { getUserProfile } from '../../data/users';
import { individualAccessStatus } from '../../domain/documents/access-status';
import { httpRoute } from '../../lib/http-route';

const numberOr0 = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The caller's BookRx profile: approved when their access status is active; shifts and earnings
 * come from the stats item once the BookRx integration feeds it (zeros until then).
 */
export const handler = httpRoute(bookrxRoutes, 'getBookrxProfile', async ({ caller }) => {
  const [profile, stats] = await Promise.all([getUserProfile(caller.userId), getUserStatsCounters(caller.userId)]);
  const completedShifts = numberOr0(stats.completedShifts);
  return {
    profile: {
      isApproved: profile ? individualAccessStatus(profile) === 'active' : false,
      totalShifts: completedShifts,
      totalEarnings: numberOr0(stats.totalEarnings),
      rating: 0,
      completedShifts,
    },
  };
});
