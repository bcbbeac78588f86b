/**
 * Ending every session of an account at once (issues 25 and 38): a password change or reset, "sign out
 * everywhere", an e-mail change, an MFA enrolment or removal, a deletion. The session policy's
 * `revokedBefore` makes the API refuse every token of a session that began before it (refreshed tokens
 * keep their sign-in time), from the very next request; the table stream then revokes the account's
 * refresh tokens in Cognito (events/reactions/sign-out-in-cognito.ts).
 */
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { endAllSessions, type SessionsEndedReason } from '../../data/session-policy';
import { logger } from '../../lib/logger';
import type { Actor } from './actor';

/**
 * Token times are whole seconds, so `revokedBefore` is the next second and a sign-in in the rest of this
 * second would be refused too. The answer therefore waits until that second has begun (at most a
 * second), plus a margin for the clock of the token issuer: a sign-in that starts after the answer
 * counts as a new session.
 */
const ISSUER_CLOCK_MARGIN_MS = 250;

/** The audit event each reason records when an actor is given. */
const AUDIT_ACTIONS: Partial<
  Record<SessionsEndedReason, 'password_changed' | 'signed_out_everywhere' | 'mfa_enrolled'>
> = {
  password_changed: 'password_changed',
  password_reset: 'password_changed',
  signed_out_everywhere: 'signed_out_everywhere',
  mfa_enrolled: 'mfa_enrolled',
};

/**
 * Ends every session of the account. With `actor` (the person acting on their own account), the audit
 * event of the change (`password_changed`, `signed_out_everywhere` or `mfa_enrolled`, on the person) is
 * written in the same transaction as the session policy. Returns the new `revokedBefore` and the time
 * of the change.
 */
export async function endSessionsAndWait(
  userId: string,
  reason: SessionsEndedReason,
  options: { actor?: Actor; now?: () => number } = {},
): Promise<{ sessionsEndedAt: number; at: string }> {
  const now = options.now ?? Date.now;
  const at = new Date(now());
  const action = AUDIT_ACTIONS[reason];
  const audit =
    options.actor && action
      ? [
          putAuditEvent(
            newAuditEvent({
              targetType: 'USER',
              targetId: userId,
              at: at.toISOString(),
              action,
              actorId: options.actor.id,
              actorRole: options.actor.role,
              actorName: options.actor.name,
            }),
          ),
        ]
      : [];
  const revokedBefore = await endAllSessions(userId, at, reason, audit);
  logger.info('Every session of the account ended', { userId, reason });
  const wait = revokedBefore * 1000 + ISSUER_CLOCK_MARGIN_MS - now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return { sessionsEndedAt: revokedBefore, at: at.toISOString() };
}
