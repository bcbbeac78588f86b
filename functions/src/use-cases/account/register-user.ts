import { putRegistrationRequest } from '../../data/registration-requests';
import { hashRegistrationPassword } from '../../domain/account/registration-password';
import { logDigest } from '../../lib/digest';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { accountOfAddress, noticeRegistrationAttempt } from '../steps/pending-registration';
import { issueRegistrationCode } from '../steps/registration-code';
import { type RegistrationInput, registrationOf, registrationRequestOf } from '../steps/registration-request';

/** The answer to every registration, whether or not the address already had an account (issue 25). */
function registrationAccepted(email: string) {
  return {
    message: 'Check your email: we sent a 6-digit code to confirm your account.',
    email: email.toLowerCase(),
  };
}

/**
 * Create an ID (public-site-and-auth §4/§5, issues 25 and 38). Nothing is created in Cognito and no
 * profile exists until the address is proven: the registration is kept as a request of its own (names,
 * phone, licence, language, the password's scrypt hash; data/registration-requests.ts) and a code is
 * mailed to the address. Entering it with the same password (confirm-registration.ts) creates the
 * account. So whoever registers someone else's address gets nothing they can sign in with, and a later
 * registration of the same address, its owner's, is kept beside the first: the code and the owner's
 * own password confirm the owner's, and every other is then removed.
 *
 * An address that already has an account gets the same answer; nothing is created, and its owner is
 * e-mailed about the attempt instead. Both paths do the same expensive work (the password's hash, a
 * lookup, a write, a queued e-mail), so neither the body nor the time tells whether it has one.
 */
export async function registerUser({
  registration: input,
  now = new Date(),
}: {
  registration: RegistrationInput;
  now?: Date;
}) {
  const registration = registrationOf(input);
  const email = registration.email.toLowerCase();
  const passwordHash = await hashRegistrationPassword(registration.password, env.registrationHashLog2N);
  const existing = await accountOfAddress(email);
  if (existing) {
    await noticeRegistrationAttempt(email, existing, now);
    // A send is recorded (nothing is mailed), as for a new registration: the resend answer's cooldown
    // is then the same whether or not the address has an account (issue 40).
    await issueRegistrationCode({ email, mailTo: undefined, now }).catch((error: unknown) => {
      logger.error('Registration send not recorded', { address: logDigest(email), error: error as Error });
    });
    return registrationAccepted(email);
  }

  const request = registrationRequestOf(registration, passwordHash, now);
  await putRegistrationRequest(request);
  try {
    await issueRegistrationCode({ email, mailTo: request, now });
  } catch (error) {
    // The registration waits; "Resend code" on the confirmation page sends another.
    logger.error('Registration code not sent', { address: logDigest(email), error: error as Error });
  }
  logger.info('Registration waiting for its e-mail code', { address: logDigest(email) });
  return registrationAccepted(email);
}
