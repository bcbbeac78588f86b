import { AppError } from '@lunia/shared/errors';
import { logDigest } from '../../lib/digest';
import { logger } from '../../lib/logger';
import { sendEmailCode } from '../steps/email-code';
import { pendingAccountOf } from '../steps/pending-registration';

/** Limits that only an existing pending account can meet: answered like any other request. */
const HELD_BACK = new Set(['EMAIL_CODE_COOLDOWN', 'EMAIL_CODE_DAILY_LIMIT', 'CONFLICT']);

/**
 * Sends a new registration code (issue 25) if the address has an account waiting for one, within the
 * limits of every e-mail code (60 seconds apart, 10 a day). The answer is the same whether or not the
 * address has a pending account, and also when a limit holds the code back: a 429 would only ever
 * reach existing accounts and so tell that the address has one. The page's own countdown matches the
 * 60-second cooldown; a code held back by the daily limit is only in the log.
 */
export async function resendRegistrationCode({ email, now = new Date() }: { email: string; now?: Date }) {
  const account = await pendingAccountOf(email);
  if (account) {
    try {
      await sendEmailCode({ profile: account.profile, email: account.profile.email, now, registration: true });
    } catch (error) {
      if (!(error instanceof AppError && HELD_BACK.has(error.code))) throw error;
      logger.info('Registration code held back', { userId: account.userId, reason: error.code });
    }
  } else {
    logger.info('Registration code asked for no pending account', { address: logDigest(email) });
  }
  return {
    message: 'If an account with this address is waiting for confirmation, a new code is on its way.',
    email: email.toLowerCase(),
  };
}
