import { accountRoutes } from '@lunia/shared/api/routes/account';
import { DEFAULT_LANGUAGE } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { createUserProfile, newLuniaId } from '../../data/users';
import { newPharmacistProfile, profileView } from '../../domain/account/profile-view';
import { registrationError } from '../../domain/account/registration-errors';
import { createCognitoUser, deleteCognitoUser, setPermanentPassword } from '../../lib/cognito-admin';
import { httpRoute } from '../../lib/http-route';
import { logger } from '../../lib/logger';

/** LUNIA IDs are random (32^8); a collision is retried with a fresh one a few times. */
const LUNIA_ID_ATTEMPTS = 3;

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

async function createProfile(userId: string, input: Omit<Parameters<typeof newPharmacistProfile>[0], 'luniaId'>) {
  for (let attempt = 1; ; attempt++) {
    const profile = newPharmacistProfile({ ...input, luniaId: newLuniaId() });
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
 * Create an ID (public-site-and-auth §4/§5): validated by the schema with the spec's messages, then
 * the Cognito user (confirmed, e-mail verified, no invitation e-mail) with its permanent password,
 * then the profile with its unique e-mail and LUNIA ID in one transaction. If anything after the
 * Cognito user fails, the Cognito user is deleted again, so no half-account is left.
 */
export const handler = httpRoute(accountRoutes, 'registerUser', async ({ body }) => {
  const language = body.language ?? DEFAULT_LANGUAGE;
  let userId: string;
  try {
    userId = await createCognitoUser({ email: body.email, language });
  } catch (error) {
    const mapped = registrationError(error as Error);
    if (mapped.code === 'ACCOUNT_CREATION_FAILED') logger.error('AdminCreateUser failed', { error: error as Error });
    throw mapped;
  }

  try {
    await setPermanentPassword(userId, body.password);
  } catch (error) {
    await rollBack(userId);
    const mapped = registrationError(error as Error);
    if (mapped.code === 'ACCOUNT_CREATION_FAILED') {
      // The error's message never contains the password; its name and status are what we need.
      logger.error('AdminSetUserPassword failed', { userId, errorName: (error as Error).name });
    }
    throw mapped;
  }

  let profile: Awaited<ReturnType<typeof createProfile>>;
  try {
    profile = await createProfile(userId, {
      id: userId,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone,
      licenseNumber: body.licenseNumber ?? '',
      language,
      now: new Date().toISOString(),
    });
  } catch (error) {
    await rollBack(userId);
    if (error instanceof AppError && error.code === 'EMAIL_EXISTS') throw error;
    logger.error('Profile creation failed', { userId, error: error as Error });
    throw new AppError('ACCOUNT_CREATION_FAILED');
  }

  logger.info('User registered', { userId });
  return {
    message: 'Account created successfully',
    user: profileView(profile, { globalRole: 'user', photoUrl: null }),
  };
});
