/**
 * Sending an e-mail code (domain/account/email-verification.ts), shared by the profile edit (a new
 * e-mail) and the send/resend route. Log lines name the user, never the address or the code.
 */
import { DEFAULT_LANGUAGE } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { storeEmailCode } from '../../data/user-email-verification';
import type { OwnDetailsEdit } from '../../data/user-profile-updates';
import type { UserProfile } from '../../data/user-profiles';
import { addressDigest, decideSend, issueEmailCode } from '../../domain/account/email-verification';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { logger } from '../../lib/logger';

/**
 * Sends a new code to `email` (a new address, or the current one) if the cooldown and the daily
 * limit allow it, replacing any earlier code. With `edit`, the names and phone of the same edit
 * are written together with the code. The code is stored hashed; the mail carries it in clear.
 */
export async function sendEmailCode(input: {
  profile: UserProfile;
  email: string;
  edit?: OwnDetailsEdit;
  now?: Date;
  /** A new registration's code (issue 25): the e-mail says where to enter it. */
  registration?: boolean;
  /**
   * The address belongs to another account (issue 25): everything happens as for a free address
   * (limits, a stored code), but the code is not mailed; the caller tells the address's owner instead.
   */
  withheld?: boolean;
}): Promise<void> {
  const { profile } = input;
  const now = input.now ?? new Date();
  const decision = decideSend(profile.emailCodeSends, input.email, now);
  if (!decision.allowed) {
    logger.info('E-mail code refused', { userId: profile.id, reason: decision.reason });
    throw new AppError(decision.reason === 'cooldown' ? 'EMAIL_CODE_COOLDOWN' : 'EMAIL_CODE_DAILY_LIMIT');
  }
  const { code, stored } = issueEmailCode({ userId: profile.id, email: input.email, now });
  await storeEmailCode(profile.id, {
    currentEmail: profile.email,
    code: stored,
    sends: decision.sends,
    previousSends: profile.emailCodeSends,
    ...(input.edit ? { edit: input.edit } : {}),
  });
  const purpose = input.registration ? 'register' : stored.email === profile.email.toLowerCase() ? 'verify' : 'change';
  if (input.withheld) {
    logger.info('E-mail code withheld: the address has an account', {
      userId: profile.id,
      address: addressDigest(stored.email),
    });
    return;
  }
  try {
    await enqueueMail({
      template: 'email-verification-code',
      to: stored.email,
      language: profile.language ?? DEFAULT_LANGUAGE,
      data: { code, purpose },
      // One e-mail per code; the key holds part of the code's salted hash, never the code.
      dedupeKey: `email-verification-code#${profile.id}#${stored.codeHash.slice(0, 32)}`,
    });
  } catch (error) {
    logger.error('E-mail code not queued', { userId: profile.id, error: error as Error });
    throw new AppError('INTERNAL', 'The code could not be sent. Please try again in a minute.');
  }
  logger.info('E-mail code sent', {
    userId: profile.id,
    purpose,
    address: addressDigest(stored.email),
    codesToday: decision.sends.codesSent,
  });
}
