import type { Language } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { pendingRegistrationPut } from '../../data/pending-registrations';
import { createUserProfile, type UserProfile } from '../../data/user-profiles';
import { newLuniaId } from '../../domain/account/lunia-id';
import { newPharmacistProfile } from '../../domain/account/new-pharmacist-profile';
import { registrationError } from '../../domain/account/registration-errors';
import { createCognitoUser, deleteCognitoUser, setPermanentPassword } from '../../lib/aws/cognito-admin';
import { logDigest } from '../../lib/digest';
import { logger } from '../../lib/logger';
import { sendEmailCode } from '../steps/email-code';
import { accountOfAddress, noticeRegistrationAttempt } from '../steps/pending-registration';

/** LUNIA IDs are random (32^8); a collision is retried with a fresh one a few times. */
const LUNIA_ID_ATTEMPTS = 3;

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  licenseNumber: string;
  language: Language;
}

/** Undoes the Cognito half of a registration whose other half failed: no account without a profile. */
async function rollBack(userId: string): Promise<void> {
  try {
    await deleteCognitoUser(userId);
    logger.info('Registration rolled back', { userId });
  } catch (error) {
    // Left behind: a Cognito user without profile. Sign-in works but the profile call answers
    // PROFILE_NOT_FOUND; the alarm on this log line is how operations learns about it.
    logger.error('Registration rollback failed: Cognito user without profile', { userId, error: error as Error });
  }
}

async function createProfile(userId: string, registration: Registration, now: Date): Promise<UserProfile> {
  for (let attempt = 1; ; attempt++) {
    const profile = newPharmacistProfile({
      id: userId,
      email: registration.email,
      firstName: registration.firstName,
      lastName: registration.lastName,
      phone: registration.phone,
      licenseNumber: registration.licenseNumber,
      language: registration.language,
      luniaId: newLuniaId(),
      now: now.toISOString(),
    });
    try {
      // The account starts pending (issue 25): refused everywhere until the e-mail code is entered.
      await createUserProfile(profile, [pendingRegistrationPut(userId, profile.createdAt)]);
      return profile;
    } catch (error) {
      const collided = error instanceof AppError && error.code === 'CONFLICT';
      if (!collided || attempt >= LUNIA_ID_ATTEMPTS) throw error;
      logger.warn('LUNIA ID collision, retrying', { userId, attempt });
    }
  }
}

/** The answer to every registration, whether or not the address already had an account (issue 25). */
function registrationAccepted(email: string) {
  return {
    message: 'Check your email: we sent a 6-digit code to confirm your account.',
    email: email.toLowerCase(),
  };
}

const addressTaken = (error: unknown) => error instanceof AppError && error.code === 'EMAIL_EXISTS';

/** The address has an account after all (found, or claimed by a registration at the same time). */
async function answerForExistingAccount(email: string, now: Date) {
  await noticeRegistrationAttempt(email, await accountOfAddress(email), now);
  return registrationAccepted(email);
}

/**
 * Create an ID (public-site-and-auth §4/§5, issue 25): the Cognito user (confirmed, no invitation
 * e-mail) with its permanent password, then the profile with its unique e-mail and LUNIA ID and the
 * pending registration in one transaction, then the e-mail code. The account can do nothing until
 * the code is entered (confirm-registration.ts). If anything after the Cognito user fails, the
 * Cognito user is deleted again, so no half-account is left.
 *
 * An address that already has an account (confirmed or pending) gets the same answer; nothing is
 * created or replaced, and its owner is e-mailed about the attempt instead. Registration never says
 * whether an address has an account.
 */
export async function registerUser({ registration, now = new Date() }: { registration: Registration; now?: Date }) {
  const existing = await accountOfAddress(registration.email);
  if (existing) {
    await noticeRegistrationAttempt(registration.email, existing, now);
    return registrationAccepted(registration.email);
  }

  let userId: string;
  try {
    userId = await createCognitoUser({ email: registration.email, language: registration.language });
  } catch (error) {
    const mapped = registrationError(error as Error);
    if (addressTaken(mapped)) return answerForExistingAccount(registration.email, now);
    if (mapped.code === 'ACCOUNT_CREATION_FAILED') logger.error('AdminCreateUser failed', { error: error as Error });
    throw mapped;
  }

  try {
    await setPermanentPassword(userId, registration.password);
  } catch (error) {
    await rollBack(userId);
    const mapped = registrationError(error as Error);
    if (mapped.code === 'ACCOUNT_CREATION_FAILED') {
      // The error's message never contains the password; its name and status are what we need.
      logger.error('AdminSetUserPassword failed', { userId, errorName: (error as Error).name });
    }
    throw mapped;
  }

  let profile: UserProfile;
  try {
    profile = await createProfile(userId, registration, now);
  } catch (error) {
    await rollBack(userId);
    if (addressTaken(error)) return answerForExistingAccount(registration.email, now);
    logger.error('Profile creation failed', { userId, error: error as Error });
    throw new AppError('ACCOUNT_CREATION_FAILED');
  }

  try {
    await sendEmailCode({ profile, email: profile.email, now, registration: true });
  } catch (error) {
    // The account exists and waits; "Resend code" on the confirmation page sends another.
    logger.error('Registration code not sent', { userId, error: error as Error });
  }
  logger.info('User registered, waiting for the e-mail code', { userId, address: logDigest(profile.email) });
  return registrationAccepted(profile.email);
}
