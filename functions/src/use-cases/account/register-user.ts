import type { Language } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { BUSINESS_METRICS } from '@lunia/shared/operations/metrics';
import { createUserProfile, type UserProfile } from '../../data/user-profiles';
import { newLuniaId } from '../../domain/account/lunia-id';
import { newPharmacistProfile } from '../../domain/account/new-pharmacist-profile';
import { registrationError } from '../../domain/account/registration-errors';
import { createCognitoUser, deleteCognitoUser, setPermanentPassword } from '../../lib/aws/cognito-admin';
import { logger } from '../../lib/logger';
import { countBusinessEvent } from '../../lib/metrics';
import { profileView } from '../../views/profile-view';

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

async function createProfile(userId: string, registration: Registration): Promise<UserProfile> {
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
      now: new Date().toISOString(),
    });
    try {
      await createUserProfile(profile);
      return profile;
    } catch (error) {
      const collided = error instanceof AppError && error.code === 'CONFLICT';
      if (!collided || attempt >= LUNIA_ID_ATTEMPTS) throw error;
      logger.warn('LUNIA ID collision, retrying', { userId, attempt });
    }
  }
}

/**
 * Create an ID (public-site-and-auth §4/§5): the Cognito user (confirmed, e-mail verified, no
 * invitation e-mail) with its permanent password, then the profile with its unique e-mail and LUNIA
 * ID in one transaction. If anything after the Cognito user fails, the Cognito user is deleted
 * again, so no half-account is left.
 */
export async function registerUser({ registration }: { registration: Registration }) {
  let userId: string;
  try {
    userId = await createCognitoUser({ email: registration.email, language: registration.language });
  } catch (error) {
    const mapped = registrationError(error as Error);
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
    profile = await createProfile(userId, registration);
  } catch (error) {
    await rollBack(userId);
    if (error instanceof AppError && error.code === 'EMAIL_EXISTS') throw error;
    logger.error('Profile creation failed', { userId, error: error as Error });
    throw new AppError('ACCOUNT_CREATION_FAILED');
  }

  logger.info('User registered', { userId });
  countBusinessEvent(BUSINESS_METRICS.signUps);
  return {
    message: 'Account created successfully',
    user: profileView(profile, { globalRole: 'user', photoUrl: null }),
  };
}
