/**
 * The e-mail code of an address being registered (issue 38), shared by register, resend and confirm.
 * One code per address at a time, under the rules of every e-mail code (domain/account/
 * email-verification.ts: 15 minutes, 5 tries, 60 seconds apart, 10 a day). Every address is treated
 * alike, whether anyone registered it or not: a send is recorded (and the tries start again) even when
 * there is nobody to send a code to, so limits and lockouts never tell whether an address is waiting.
 */
import { AppError } from '@lunia/shared/errors';
import {
  getRegistrationCodeState,
  type RegistrationRequest,
  storeRegistrationCode,
} from '../../data/registration-requests';
import { addressDigest, decideSend, issueEmailCode, nextSendAt } from '../../domain/account/email-verification';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { logger } from '../../lib/logger';

/** What a registration code's hash is bound to in place of a user id: there is no user yet. */
export const REGISTRATION_CODE_SUBJECT = 'registration';

/** Whether a code was issued, and from when the next one may be (the cooldown or the day's limit). */
export interface RegistrationCodeIssue {
  issued: boolean;
  nextCodeAt: string;
}

/**
 * A new code for `email` if the limits allow it. With `mailTo` (the newest registration of the
 * address) the code is mailed in its language; without it (nobody registered the address, or it has
 * an account) nothing is sent, but the send is recorded all the same: so whether a code was issued,
 * and when the next may be, is the same for every address (issue 40: the page says it).
 */
export async function issueRegistrationCode(input: {
  email: string;
  mailTo: RegistrationRequest | undefined;
  now: Date;
}): Promise<RegistrationCodeIssue> {
  const email = input.email.toLowerCase();
  const state = await getRegistrationCodeState(email);
  const decision = decideSend(state?.sends, email, input.now);
  if (!decision.allowed) {
    logger.info('Registration code held back', { address: addressDigest(email), reason: decision.reason });
    return { issued: false, nextCodeAt: decision.retryAt };
  }
  const issuedUntil = nextSendAt(decision.sends, email, input.now) ?? input.now.toISOString();
  const { code, stored } = issueEmailCode({ userId: REGISTRATION_CODE_SUBJECT, email, now: input.now });
  try {
    await storeRegistrationCode(email, {
      ...(input.mailTo ? { code: stored } : {}),
      sends: decision.sends,
      ...(state?.sends ? { previousSends: state.sends } : {}),
      now: input.now,
    });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    logger.info('Registration code held back', { address: addressDigest(email), reason: 'concurrent' });
    return { issued: false, nextCodeAt: issuedUntil };
  }
  if (!input.mailTo) return { issued: true, nextCodeAt: issuedUntil };
  await enqueueMail({
    template: 'email-verification-code',
    to: email,
    language: input.mailTo.language,
    // No name: the registration's name is as unproven as its address (issue 39).
    data: { code, purpose: 'register' },
    // One e-mail per code; the key holds part of the code's salted hash, never the code.
    dedupeKey: `email-verification-code#${REGISTRATION_CODE_SUBJECT}#${stored.codeHash.slice(0, 32)}`,
  });
  logger.info('Registration code sent', { address: addressDigest(email), codesToday: decision.sends.codesSent });
  return { issued: true, nextCodeAt: issuedUntil };
}
