/**
 * How long a session may go on, server-side (issue 38). The browser's inactivity sign-out is the
 * friendly side; these hold whatever a client does:
 * - idle: a session with no API request for 15 minutes (platform admins) or 60 minutes (everyone else)
 *   is refused with SESSION_IDLE; its last activity is kept per session (data/session-activity.ts),
 *   written at most once a minute;
 * - age: a platform admin's session is refused 12 hours after its sign-in (SESSION_MAX_AGE), however
 *   often it was refreshed (Cognito's token validity is per app client, not per group: infra/lib/auth-stack.ts);
 * - MFA: a platform admin's session counts only if it signed in after the account's authenticator was
 *   enrolled (Cognito asks for the code at every sign-in from then on, so such a sign-in used it).
 */
export const ADMIN_IDLE_LIMIT_MS = 15 * 60 * 1000;
export const USER_IDLE_LIMIT_MS = 60 * 60 * 1000;
export const ADMIN_MAX_SESSION_SECONDS = 12 * 60 * 60;
/** Last activity is written at most this often per session. */
export const ACTIVITY_WRITE_INTERVAL_MS = 60 * 1000;

export const idleLimitMs = (isAdmin: boolean) => (isAdmin ? ADMIN_IDLE_LIMIT_MS : USER_IDLE_LIMIT_MS);

/** Sessions signed in before this second (epoch seconds) predate a change made at `at`. */
export const firstSecondAfter = (at: string | Date) => Math.floor(new Date(at).getTime() / 1000) + 1;

/** A platform admin's session older than 12 hours (from its sign-in) is over. */
export const adminSessionTooOld = (authTime: number, nowMs: number) =>
  nowMs / 1000 - authTime > ADMIN_MAX_SESSION_SECONDS;

/**
 * Whether the session signed in after the authenticator was enrolled (its enrolment ended every
 * earlier session from the next whole second: token times are whole seconds).
 */
export const signedInAfterEnrolment = (authTime: number, mfaEnrolledAt: string) =>
  authTime >= firstSecondAfter(mfaEnrolledAt);

/**
 * When a session was last active: its recorded activity (always after its sign-in), or its sign-in when
 * nothing is recorded yet (a session with no request since it signed in). Idle when that is longer ago
 * than the limit.
 */
export function sessionIdle(input: {
  lastActiveAt: number | undefined;
  authTime: number;
  nowMs: number;
  isAdmin: boolean;
}): boolean {
  const last = input.lastActiveAt ?? input.authTime * 1000;
  return input.nowMs - last > idleLimitMs(input.isAdmin);
}

/**
 * The key of a session's activity: Cognito's `origin_jti` (the same for every token refreshed from one
 * sign-in) where the token has it, else its sign-in time (`auth_time`, also kept across refreshes).
 */
export const sessionKeyOf = (caller: { sessionId?: string | undefined; authTime: number }) =>
  caller.sessionId ? `jti#${caller.sessionId}` : `auth#${caller.authTime}`;
