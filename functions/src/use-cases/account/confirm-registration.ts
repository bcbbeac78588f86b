import { AppError } from '@lunia/shared/errors';
import { BUSINESS_METRICS } from '@lunia/shared/operations/metrics';
import {
  consumeRegistrationCode,
  countRegistrationCodeAttempt,
  deleteRegistrationsOf,
  type RegistrationRequest,
  registrationRequestsOf,
} from '../../data/registration-requests';
import { EMAIL_CODE_MAX_ATTEMPTS, emailCodeMatches } from '../../domain/account/email-verification';
import { registrationPasswordMatches } from '../../domain/account/registration-password';
import { logDigest } from '../../lib/digest';
import { logger } from '../../lib/logger';
import { countBusinessEvent } from '../../lib/metrics';
import { createRegisteredAccount } from '../steps/registration-account';
import { REGISTRATION_CODE_SUBJECT } from '../steps/registration-code';

const wrongCode = () => new AppError('EMAIL_CODE_INVALID', undefined, 'code');

/** An address's registrations whose password is checked at a confirmation (the newest ones). */
const REQUESTS_CHECKED = 5;

async function requestMadeWith(requests: RegistrationRequest[], password: string) {
  for (const request of requests) {
    if (await registrationPasswordMatches(request.passwordHash, password)) return request;
  }
  return undefined;
}

/**
 * Confirms a registration with the code e-mailed to its address and the password chosen at
 * registration (issue 38); only then is the account created (steps/registration-account.ts), and every
 * registration of the address, anyone else's included, is removed.
 *
 * Every address answers alike (issue 38): each try is counted on the address's code state before the
 * comparison, whether or not anyone registered it, so after 5 wrong ones any address answers
 * EMAIL_CODE_LOCKED until a new code is asked for; a wrong code is EMAIL_CODE_INVALID whether or not a
 * code is outstanding. Only the right code, which only the address's owner has, can reach the answers
 * that differ: EMAIL_CODE_EXPIRED after 15 minutes, REGISTRATION_PASSWORD_MISMATCH when the password is
 * not that of one of the address's registrations (the code proves the address; the password says
 * whose registration it confirms, so the owner never confirms someone else's).
 */
export async function confirmRegistration({
  email,
  code,
  password,
  now = new Date(),
}: {
  email: string;
  code: string;
  password: string;
  now?: Date;
}) {
  const address = email.toLowerCase();
  const state = await countRegistrationCodeAttempt(address, EMAIL_CODE_MAX_ATTEMPTS, now);
  if (!state) throw new AppError('EMAIL_CODE_LOCKED');
  const stored = state.code;
  if (!stored || !emailCodeMatches(stored, { userId: REGISTRATION_CODE_SUBJECT, code })) {
    logger.info('Wrong registration code', { address: logDigest(address), attempt: state.attempts });
    throw wrongCode();
  }
  if (now.getTime() >= Date.parse(stored.expiresAt)) throw new AppError('EMAIL_CODE_EXPIRED');
  const request = await requestMadeWith(await registrationRequestsOf(address, now, REQUESTS_CHECKED), password);
  if (!request) {
    logger.info('Registration code right, password of no registration', { address: logDigest(address) });
    throw new AppError('REGISTRATION_PASSWORD_MISMATCH', undefined, 'password');
  }
  if (!(await consumeRegistrationCode(address, stored.codeHash))) throw wrongCode();
  const profile = await createRegisteredAccount({ request, password, now });
  try {
    await deleteRegistrationsOf(address);
  } catch (error) {
    // Left to their TTL: none can become an account any more, the address has one.
    logger.error('Registrations of a confirmed address not removed', { userId: profile.id, error: error as Error });
  }
  logger.info('Registration confirmed, account created', { userId: profile.id });
  countBusinessEvent(BUSINESS_METRICS.signUps);
  return { message: 'Your email is confirmed. Welcome to Lunia!', email: profile.email };
}
