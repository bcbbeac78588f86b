import { SESSION_POLICY_ENTITY } from '../../data/session-policy';
import { CognitoError, signOutCognitoUser } from '../../lib/aws/cognito-admin';
import { logger } from '../../lib/logger';
import type { Reaction } from './reaction';

/**
 * A deletion ends the sessions itself: it deletes the Cognito user last, with the person's own access
 * token, which a global sign-out would invalidate first. Its refresh tokens go with the user.
 */
const DELETION: ReadonlySet<unknown> = new Set(['account_deletion_started', 'account_deleted']);

/**
 * Every change that ends all sessions of an account (data/session-policy.ts `endAllSessions`: a password
 * change or reset, sign out everywhere, an e-mail change, an MFA enrolment or removal) records a new `sessionsEndedAt`; this revokes the account's refresh tokens in Cognito
 * (AdminUserGlobalSignOut), issue 38. From the stream because Cognito's own triggers (the password
 * reset's PostConfirmation) cannot be granted calls on their pool without a dependency cycle, and so
 * one place does it for every reason. A redelivered record signs out again, which changes nothing; a
 * user already gone from Cognito has nothing left to revoke.
 */
export const signOutInCognito: Reaction = {
  entity: SESSION_POLICY_ENTITY,
  async handle({ eventName, oldItem, newItem }) {
    if (eventName === 'REMOVE' || !newItem) return;
    const endedAt = newItem.sessionsEndedAt;
    if (typeof endedAt !== 'string' || endedAt === oldItem?.sessionsEndedAt) return;
    if (DELETION.has(newItem.sessionsEndedReason)) return;
    const userId = String(newItem.userId);
    try {
      await signOutCognitoUser(userId);
    } catch (error) {
      if (error instanceof CognitoError && error.name === 'UserNotFoundException') return;
      throw error;
    }
    logger.info('Refresh tokens revoked in Cognito', { userId, reason: newItem.sessionsEndedReason });
  },
};
