import { AppError } from '@lunia/shared/errors';
import { findUserIdByEmail } from '../../data/user-claims';
import { pendingEmailOf } from '../../domain/account/email-verification';
import type { Caller } from '../../domain/caller';
import { emailStatusView } from '../../views/profile-view';
import { sendEmailCode } from '../steps/email-code';
import { requireOwnProfile } from '../steps/own-profile';

/**
 * Sends (or resends) a code: to the pending new e-mail if there is one, otherwise to the current
 * e-mail while it is unproven. A new code replaces the previous one (fresh expiry and tries), at
 * most one per 60 seconds and 10 a day. A pending address claimed by someone else meanwhile is
 * EMAIL_EXISTS; a proven e-mail without a pending change is EMAIL_ALREADY_VERIFIED.
 */
export async function sendEmailVerificationCode({ caller }: { caller: Caller }) {
  const profile = await requireOwnProfile(caller);
  const pending = pendingEmailOf(profile);
  if (pending) {
    const owner = await findUserIdByEmail(pending);
    if (owner !== undefined && owner !== caller.userId) throw new AppError('EMAIL_EXISTS', undefined, 'email');
    await sendEmailCode({ profile, email: pending });
  } else if (!profile.emailVerified) {
    await sendEmailCode({ profile, email: profile.email });
  } else {
    throw new AppError('EMAIL_ALREADY_VERIFIED');
  }
  return emailStatusView(await requireOwnProfile(caller));
}
