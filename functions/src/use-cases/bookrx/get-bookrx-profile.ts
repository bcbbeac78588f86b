import { getBookrxProfileItem } from '../../data/bookrx-profiles';
import { getUserProfile } from '../../data/user-profiles';
import type { Caller } from '../../domain/caller';
import { bookrxProfileView } from '../steps/bookrx-profile';

/** The caller's BookRx profile: approval, the shift counters, and the bio and regions they wrote. */
export async function getBookrxProfile({ caller }: { caller: Caller }) {
  const [profile, written] = await Promise.all([getUserProfile(caller.userId), getBookrxProfileItem(caller.userId)]);
  return bookrxProfileView(caller.userId, profile, written);
}
