/**
 * Why a session ended without the person signing out: the server ended it (API codes ACCOUNT_DISABLED,
 * SESSION_REVOKED, SESSION_IDLE, SESSION_MAX_AGE), it was inactive too long in this browser
 * (inactivity.ts), or an authenticator app was just set up and only a sign-in with its code counts
 * (issue 38), or the person signed out in another tab of this browser (`signedOutElsewhere`,
 * session-share.ts). /signin says which (auth.json `signIn.<end>`).
 */
export const SESSION_ENDS = ['disabled', 'revoked', 'inactive', 'maxAge', 'mfaEnrolled', 'signedOutElsewhere'] as const;
export type SessionEnd = (typeof SESSION_ENDS)[number];
