import { individualAccessStatus } from '@lunia/shared/domain/access-status';
import { getUserStatsCounters } from '../../data/user-stats';
import { getUserProfile } from '../../data/users';
import type { Caller } from '../../domain/caller';

const numberOr0 = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The caller's BookRx profile: approved when their access status is active; shifts and earnings
 * come from the stats item once the BookRx integration feeds it (zeros until then).
 */
export async function getBookrxProfile({ caller }: { caller: Caller }) {
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
}
