/**
 * The account a registration becomes once its e-mail code is entered (issue 38): only then is the
 * Cognito user created (confirmed, no invitation e-mail) with the password entered with the code, then
 * in one transaction the profile (e-mail proven), its unique e-mail and LUNIA ID claims and its session
 * policy. If anything after the Cognito user fails, the Cognito user is deleted again, so no
 * half-account is left.
 */
import { AppError } from '@lunia/shared/errors';
import { confirmedRegistrationPut } from '../../data/pending-registrations';
import type { RegistrationRequest } from '../../data/registration-requests';
import { createUserProfile, type UserProfile } from '../../data/user-profiles';
import { newLuniaId } from '../../domain/account/lunia-id';
import { newPharmacistProfile } from '../../domain/account/new-pharmacist-profile';
import { registrationError } from '../../domain/account/registration-errors';
import { createCognitoUser, deleteCognitoUser, setPermanentPassword } from '../../lib/aws/cognito-admin';
import { logger } from '../../lib/logger';

/** LUNIA IDs are random (32^8); a collision is retried with a fresh one a few times. */
const LUNIA_ID_ATTEMPTS = 3;

/** Undoes the Cognito half of an account whose other half failed: no login without a profile. */
async function rollBack(userId: string): Promise<void> {
  try {
    await deleteCognitoUser(userId);
    logger.info('Account creation rolled back', { userId });
  } catch (error) {
    // Left behind: a Cognito user without profile. The alarm on this log line is how operations learns.
    logger.error('Registration rollback failed: Cognito user without profile', { userId, error: error as Error });
  }
}

async function createProfile(userId: string, request: RegistrationRequest, now: Date): Promise<UserProfile> {
  for (let attempt = 1; ; attempt++) {
    const profile: UserProfile = {
      ...newPharmacistProfile({
        id: userId,
        email: request.email,
        firstName: request.firstName,
        lastName: request.lastName,
        phone: request.phone,
        licenseNumber: request.licenseNumber,
        language: request.language,
        luniaId: newLuniaId(),
        now: now.toISOString(),
      }),
      // The code just entered proved the address.
      emailVerified: true,
    };
    try {
      await createUserProfile(profile, [confirmedRegistrationPut(userId, profile.createdAt)]);
      return profile;
    } catch (error) {
      const collided = error instanceof AppError && error.code === 'CONFLICT';
      if (!collided || attempt >= LUNIA_ID_ATTEMPTS) throw error;
      logger.warn('LUNIA ID collision, retrying', { userId, attempt });
    }
  }
}

/**
 * Creates the account of a confirmed registration; returns its profile. EMAIL_EXISTS (on `email`)
 * when the address has an account meanwhile: only someone who has just proven the address sees it.
 */
export async function createRegisteredAccount(input: {
  request: RegistrationRequest;
  password: string;
  now: Date;
}): Promise<UserProfile> {
  const { request } = input;
  let userId: string;
  try {
    userId = await createCognitoUser({ email: request.email, language: request.language });
  } catch (error) {
    const mapped = registrationError(error as Error);
    if (mapped.code === 'ACCOUNT_CREATION_FAILED') logger.error('AdminCreateUser failed', { error: error as Error });
    throw mapped;
  }
  try {
    await setPermanentPassword(userId, input.password);
  } catch (error) {
    await rollBack(userId);
    const mapped = registrationError(error as Error);
    // The error's message never contains the password; its name is what we need.
    if (mapped.code === 'ACCOUNT_CREATION_FAILED') {
      logger.error('AdminSetUserPassword failed', { userId, errorName: (error as Error).name });
    }
    throw mapped;
  }
  try {
    return await createProfile(userId, request, input.now);
  } catch (error) {
    await rollBack(userId);
    if (error instanceof AppError && error.code === 'EMAIL_EXISTS') throw error;
    logger.error('Profile creation failed', { userId, error: error as Error });
    throw new AppError('ACCOUNT_CREATION_FAILED');
  }
}
