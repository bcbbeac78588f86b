/**
 * Ending every session of an account at once (issue 25): a password change or reset, or "sign out
 * everywhere". The session policy's `revokedBefore` makes the API refuse every token of a session that
 * began before it (refreshed tokens keep their sign-in time), from the very next request.
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

/**
 * Ends every session of the account. With `actor` (the person acting on their own account), the audit
 * event of the change (`password_changed` or `signed_out_everywhere`, on the person) is written in the
 * same transaction as the session policy.
 */
export async function endSessionsAndWait(
  userId: string,
  reason: SessionsEndedReason,
  options: { actor?: Actor; now?: () => number } = {},
): Promise<{ sessionsEndedAt: number }> {
  const now = options.now ?? Date.now;
  const at = new Date(now());
  const audit = options.actor
    ? [
        putAuditEvent(
          newAuditEvent({
            targetType: 'USER',
            targetId: userId,
            at: at.toISOString(),
            action: reason === 'signed_out_everywhere' ? 'signed_out_everywhere' : 'password_changed',
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
  return { sessionsEndedAt: revokedBefore };
}
