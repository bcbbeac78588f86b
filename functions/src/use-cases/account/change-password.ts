import { AppError } from '@lunia/shared/errors';
import type { Caller } from '../../domain/caller';
import { CognitoError, changeOwnPassword, signOutAllDevices } from '../../lib/aws/cognito-own-account';
import { logger } from '../../lib/logger';
import { actorOf, ownAccountRole } from '../steps/actor';
import { endSessionsAndWait } from '../steps/end-sessions';

/**
 * Changes the caller's password (issue 25). Cognito checks the current password with the caller's own
 * access token; a wrong one is a 400 on `currentPassword`. Then every session ends: Cognito revokes the
 * refresh tokens and the session policy refuses every token from before now, this session's too. The
 * web signs in again with the new password (docs/decisions/0054-password-and-sessions.md), so the person's own
 * session goes on. The policy change is what the password-changed e-mail reacts to (events/reactions).
 */
export async function changePassword(input: {
  caller: Caller;
  accessToken: string;
  currentPassword: string;
  newPassword: string;
}) {
  const { caller, accessToken } = input;
  if (!accessToken) throw new AppError('UNAUTHENTICATED');
  try {
    await changeOwnPassword({
      accessToken,
      previousPassword: input.currentPassword,
      proposedPassword: input.newPassword,
    });
  } catch (error) {
    throw passwordChangeError(error);
  }
  try {
    await signOutAllDevices(accessToken);
  } catch (error) {
    // The policy below still refuses every old token at the API; Cognito's refresh tokens then only
    // yield tokens the API refuses (they keep their sign-in time).
    logger.warn('Global sign-out after a password change failed', { userId: caller.userId, error: error as Error });
  }
  // The audit event is written with the session policy, in one transaction.
  const { sessionsEndedAt } = await endSessionsAndWait(caller.userId, 'password_changed', {
    actor: await actorOf(caller, ownAccountRole(caller)),
  });
  return { sessionsEndedAt };
}

function passwordChangeError(error: unknown): unknown {
  if (!(error instanceof CognitoError)) return error;
  switch (error.name) {
    case 'NotAuthorizedException':
      // The same type says "wrong password" and "this token was revoked or expired".
      return /password/i.test(error.message)
        ? new AppError('CURRENT_PASSWORD_INCORRECT', undefined, 'currentPassword')
        : new AppError('UNAUTHENTICATED');
    case 'InvalidPasswordException':
      // Cognito's own policy (the same rule as the shared schema's).
      return new AppError('VALIDATION_FAILED', error.message, 'newPassword');
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return new AppError('TOO_MANY_REQUESTS');
    default:
      return error;
  }
}
