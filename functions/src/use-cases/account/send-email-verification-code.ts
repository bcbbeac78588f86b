import { AppError } from '@lunia/shared/errors';
import { pendingEmailOf } from '../../domain/account/email-verification';
import type { Caller } from '../../domain/caller';
import { emailStatusView } from '../../views/profile-view';
import { sendEmailCode } from '../steps/email-code';
import { requireOwnProfile } from '../steps/own-profile';
import { accountOfAddress, noticeRegistrationAttempt } from '../steps/pending-registration';

/**
 * Sends (or resends) a code: to the pending new e-mail if there is one, otherwise to the current
 * e-mail while it is unproven. A new code replaces the previous one (fresh expiry and tries), at
 * most one per 60 seconds and 10 a day. A pending address claimed by another account meanwhile gets
 * the same answer, but its owner is e-mailed instead of the code (issue 25); a proven e-mail without a
 * pending change is EMAIL_ALREADY_VERIFIED.
 */
export async function sendEmailVerificationCode({ caller }: { caller: Caller }) {
  const profile = await requireOwnProfile(caller);
  const pending = pendingEmailOf(profile);
  if (pending) {
    // Claimed by another account meanwhile: answered as usual, its owner is told instead (issue 25).
    const owner = await accountOfAddress(pending);
    const taken = owner !== undefined && owner.userId !== caller.userId;
    await sendEmailCode({ profile, email: pending, withheld: taken });
    if (taken) await noticeRegistrationAttempt(pending, owner, new Date(), 'change');
  } else if (!profile.emailVerified) {
    await sendEmailCode({ profile, email: profile.email });
  } else {
    throw new AppError('EMAIL_ALREADY_VERIFIED');
  }
  return emailStatusView(await requireOwnProfile(caller));
}
