import { cancelEmailCode } from '../../data/user-email-verification';
import { outstandingEmailCode, pendingEmailOf } from '../../domain/account/email-verification';
import type { Caller } from '../../domain/caller';
import { logger } from '../../lib/logger';
import { emailStatusView } from '../../views/profile-view';
import { requireOwnProfile } from '../steps/own-profile';

/**
 * Drops the pending e-mail change and its code; the e-mail stays as it is. Nothing pending is not
 * an error (a second click, another tab). The send record stays, so cancelling does not reset the
 * cooldown or the daily limit.
 */
export async function cancelEmailChange({ caller }: { caller: Caller }) {
  const profile = await requireOwnProfile(caller);
  const stored = outstandingEmailCode(profile);
  if (stored && pendingEmailOf(profile)) {
    await cancelEmailCode(caller.userId, stored.codeHash);
    logger.info('E-mail change cancelled', { userId: caller.userId });
  }
  return emailStatusView(await requireOwnProfile(caller));
}
