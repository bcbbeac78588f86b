/** The caller's BookRx profile as GET and PUT /api/bookrx/profile answer it. */
import { individualAccessStatus } from '@lunia/shared/domain/access-status';
import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import type { BookrxProfileEntity } from '../../data/bookrx-profiles';
import type { UserProfile } from '../../data/user-profiles';
import { getUserStatsCounters } from '../../data/user-stats';
import { userAsOf } from '../../domain/documents/expiry-rules';

const numberOr0 = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Approved when the access status is active (an expired required licence counts as missing); shifts and earnings come from the stats item once the
 * BookRx integration feeds it (zeros until then); bio and regions are what the pharmacist wrote.
 */
export async function bookrxProfileView(
  userId: string,
  profile: UserProfile | undefined,
  written: BookrxProfileEntity,
) {
  const stats = await getUserStatsCounters(userId);
  const completedShifts = numberOr0(stats.completedShifts);
  return {
    profile: {
      // An expired required licence counts as missing at once (issue 14), before the daily job records it.
      isApproved: profile
        ? individualAccessStatus(userAsOf(profile, profile.documentExpiry, puertoRicoToday())) === 'active'
        : false,
      totalShifts: completedShifts,
      totalEarnings: numberOr0(stats.totalEarnings),
      rating: 0,
      completedShifts,
      bio: written.bio,
      preferredRegions: written.preferredRegions,
    },
  };
}
