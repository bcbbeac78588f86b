import { AppError } from '@lunia/shared/errors';
import {
  confirmCurrentEmail,
  confirmEmailChange,
  countEmailCodeAttempt,
  undoEmailChange,
} from '../../data/user-email-verification';
import type { UserProfile } from '../../data/user-profiles';
import {
  addressDigest,
  EMAIL_CODE_MAX_ATTEMPTS,
  emailCodeMatches,
  emailCodeState,
  outstandingEmailCode,
  type StoredEmailCode,
} from '../../domain/account/email-verification';
import type { Caller } from '../../domain/caller';
import { setCognitoEmail } from '../../lib/aws/cognito-admin';
import { logger } from '../../lib/logger';
import { emailStatusView } from '../../views/profile-view';
import { endSessionsAndWait } from '../steps/end-sessions';
import { requireOwnProfile } from '../steps/own-profile';

/**
 * The pending address becomes the e-mail: the table first (claim moved, proven, code used up), then
 * the Cognito sign-in e-mail; if Cognito refuses, the table change is undone (code included, so
 * the user can try again) and the two never disagree.
 */
async function applyEmailChange(profile: UserProfile, stored: StoredEmailCode): Promise<void> {
  const change = { from: profile.email, to: stored.email };
  await confirmEmailChange(profile.id, { ...change, codeHash: stored.codeHash });
  try {
    await setCognitoEmail(profile.id, stored.email);
  } catch (error) {
    const restore = { emailVerified: profile.emailVerified, emailCode: stored };
    await undoEmailChange(profile.id, { from: change.to, to: change.from }, restore).catch((undoError) =>
      logger.error('E-mail change undo failed: profile and Cognito e-mails differ', {
        userId: profile.id,
        error: undoError as Error,
      }),
    );
    const name = (error as Error).name;
    if (name === 'AliasExistsException' || name === 'UsernameExistsException') {
      throw new AppError('EMAIL_EXISTS', undefined, 'email');
    }
    logger.error('Cognito e-mail update failed', { userId: profile.id, errorName: name });
    throw new AppError('INTERNAL', 'Your e-mail could not be changed. Please try again.');
  }
  logger.info('E-mail changed', { userId: profile.id, address: addressDigest(stored.email) });
}

/**
 * Checks the code sent to the pending new e-mail (or to the unproven current one). Each try is
 * counted before the comparison, so at most 5 tries per code, even in parallel. A wrong code is
 * EMAIL_CODE_INVALID, an old one EMAIL_CODE_EXPIRED, a sixth try EMAIL_CODE_LOCKED (request a new
 * code). The right code makes the pending e-mail the e-mail, or proves the current one. A new sign-in
 * e-mail ends every session of the account, this one included (issue 38): the person signs in again
 * with the new address.
 */
export async function confirmEmailVerification({ caller, code }: { caller: Caller; code: string }) {
  const profile = await requireOwnProfile(caller);
  const stored = outstandingEmailCode(profile);
  if (!stored) throw new AppError('EMAIL_CODE_NOT_REQUESTED');
  const state = emailCodeState(stored, new Date());
  if (state === 'expired') throw new AppError('EMAIL_CODE_EXPIRED');
  if (state === 'locked') throw new AppError('EMAIL_CODE_LOCKED');
  if (!(await countEmailCodeAttempt(caller.userId, stored.codeHash, EMAIL_CODE_MAX_ATTEMPTS))) {
    throw new AppError('EMAIL_CODE_LOCKED');
  }
  if (!emailCodeMatches(stored, { userId: caller.userId, code })) {
    logger.info('Wrong e-mail code', { userId: caller.userId, attempt: stored.attempts + 1 });
    throw new AppError('EMAIL_CODE_INVALID', undefined, 'code');
  }
  if (stored.email === profile.email.toLowerCase()) {
    await confirmCurrentEmail(caller.userId, stored.email, stored.codeHash);
    logger.info('E-mail verified', { userId: caller.userId });
    return emailStatusView(await requireOwnProfile(caller));
  }
  await applyEmailChange(profile, stored);
  const view = emailStatusView(await requireOwnProfile(caller));
  await endSessionsAndWait(caller.userId, 'email_changed');
  return view;
}
