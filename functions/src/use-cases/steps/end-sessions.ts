/**
 * Ending every session of an account at once (issue 25): a password change or reset, or "sign out
 * everywhere". The session policy's `revokedBefore` makes the API refuse every token of a session that
 * began before it (refreshed tokens keep their sign-in time), from the very next request.
 */
import { endAllSessions, type SessionsEndedReason } from '../../data/session-policy';
import { logger } from '../../lib/logger';

/**
 * Token times are whole seconds, so `revokedBefore` is the next second and a sign-in in the rest of this
 * second would be refused too. The answer therefore waits until that second has begun (at most a
 * second), plus a margin for the clock of the token issuer: a sign-in that starts after the answer
 * counts as a new session.
 */
const ISSUER_CLOCK_MARGIN_MS = 250;

export async function endSessionsAndWait(
  userId: string,
  reason: SessionsEndedReason,
  now: () => number = Date.now,
): Promise<{ sessionsEndedAt: number }> {
  const revokedBefore = await endAllSessions(userId, new Date(now()), reason);
  logger.info('Every session of the account ended', { userId, reason });
  const wait = revokedBefore * 1000 + ISSUER_CLOCK_MARGIN_MS - now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return { sessionsEndedAt: revokedBefore };
}
