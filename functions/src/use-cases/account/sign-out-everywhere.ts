import { AppError } from '@lunia/shared/errors';
import type { Caller } from '../../domain/caller';
import { signOutAllDevices } from '../../lib/aws/cognito-own-account';
import { logger } from '../../lib/logger';
import { actorOf, ownAccountRole } from '../steps/actor';
import { endSessionsAndWait } from '../steps/end-sessions';

/**
 * Ends every session of the caller's account, this one included (issue 25): Cognito revokes every
 * refresh token, and the session policy makes the API refuse every token issued before now, at once.
 */
export async function signOutEverywhere(input: { caller: Caller; accessToken: string }) {
  if (!input.accessToken) throw new AppError('UNAUTHENTICATED');
  try {
    await signOutAllDevices(input.accessToken);
  } catch (error) {
    // The policy below refuses the old tokens at the API whatever Cognito answered.
    logger.warn('Global sign-out failed', { userId: input.caller.userId, error: error as Error });
  }
  // The audit event is written with the session policy, in one transaction.
  const { sessionsEndedAt } = await endSessionsAndWait(input.caller.userId, 'signed_out_everywhere', {
    actor: await actorOf(input.caller, ownAccountRole(input.caller)),
  });
  return { sessionsEndedAt };
}
