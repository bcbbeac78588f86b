import { AppError } from '@lunia/shared/errors';
import { BUSINESS_METRICS } from '@lunia/shared/operations/metrics';
import { confirmPendingRegistration } from '../../data/pending-registrations';
import { forgetCachedSessionPolicy } from '../../data/session-policy';
import { countEmailCodeAttempt } from '../../data/user-email-verification';
import {
  EMAIL_CODE_MAX_ATTEMPTS,
  emailCodeMatches,
  emailCodeState,
  outstandingEmailCode,
} from '../../domain/account/email-verification';
import { logDigest } from '../../lib/digest';
import { logger } from '../../lib/logger';
import { countBusinessEvent } from '../../lib/metrics';
import { pendingAccountOf } from '../steps/pending-registration';

const wrongCode = () => new AppError('EMAIL_CODE_INVALID', undefined, 'code');

/**
 * Confirms a new account with the code e-mailed at registration (issue 25), by the rules of every
 * e-mail code (domain/account/email-verification.ts): each try is counted before the comparison, so at
 * most 5 tries per code; EMAIL_CODE_EXPIRED after 15 minutes; EMAIL_CODE_LOCKED after 5 wrong ones.
 * The right code proves the e-mail and ends the pending state in one write; the account's tokens
 * work from the next request. An address without a pending account (unknown, or confirmed already)
 * answers exactly like a wrong code, so the route never tells whether an address has an account.
 */
export async function confirmRegistration({
  email,
  code,
  now = new Date(),
}: {
  email: string;
  code: string;
  now?: Date;
}) {
  const account = await pendingAccountOf(email);
  const stored = account ? outstandingEmailCode(account.profile) : undefined;
  if (!account || !stored || stored.email !== account.profile.email.toLowerCase()) {
    logger.info('Registration code for no pending account', { address: logDigest(email) });
    throw wrongCode();
  }
  const { userId } = account;
  const state = emailCodeState(stored, now);
  if (state === 'expired') throw new AppError('EMAIL_CODE_EXPIRED');
  if (state === 'locked') throw new AppError('EMAIL_CODE_LOCKED');
  if (!(await countEmailCodeAttempt(userId, stored.codeHash, EMAIL_CODE_MAX_ATTEMPTS))) {
    throw new AppError('EMAIL_CODE_LOCKED');
  }
  if (!emailCodeMatches(stored, { userId, code })) {
    logger.info('Wrong registration code', { userId, attempt: stored.attempts + 1 });
    throw wrongCode();
  }
  await confirmPendingRegistration(userId, { email: stored.email, codeHash: stored.codeHash, at: now });
  forgetCachedSessionPolicy(userId);
  logger.info('Registration confirmed', { userId });
  countBusinessEvent(BUSINESS_METRICS.signUps);
  return { message: 'Your email is confirmed. Welcome to Lunia!', email: stored.email };
}
