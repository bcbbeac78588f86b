import { describe, expect, it } from 'vitest';
import { adminSessionTooOld, idleLimitMs, sessionIdle, sessionKeyOf, signedInAfterEnrolment } from './session-limits';

const NOW = Date.parse('2026-11-29T12:00:00.000Z');
const minutes = (n: number) => n * 60 * 1000;
const seconds = (ms: number) => Math.floor(ms / 1000);

describe('server-side session limits (issue 38)', () => {
  it('admins go idle after 15 minutes without a request, everyone else after 60', () => {
    expect(idleLimitMs(true)).toBe(minutes(15));
    expect(idleLimitMs(false)).toBe(minutes(60));
    const authTime = seconds(NOW - minutes(120));
    const at = (ago: number, isAdmin: boolean) =>
      sessionIdle({ lastActiveAt: NOW - minutes(ago), authTime, nowMs: NOW, isAdmin });
    expect(at(15, true)).toBe(false);
    expect(at(15.1, true)).toBe(true);
    expect(at(16, false)).toBe(false);
    expect(at(60, false)).toBe(false);
    expect(at(61, false)).toBe(true);
  });

  it('a session with no recorded activity counts from its sign-in', () => {
    const idle = (signedInAgo: number, isAdmin: boolean) =>
      sessionIdle({ lastActiveAt: undefined, authTime: seconds(NOW - minutes(signedInAgo)), nowMs: NOW, isAdmin });
    expect(idle(10, true)).toBe(false);
    expect(idle(20, true)).toBe(true);
    expect(idle(20, false)).toBe(false);
    expect(idle(70, false)).toBe(true);
  });

  it('an admin session ends 12 hours after its sign-in, however often it was refreshed', () => {
    expect(adminSessionTooOld(seconds(NOW) - 12 * 3600, NOW)).toBe(false);
    expect(adminSessionTooOld(seconds(NOW) - 12 * 3600 - 1, NOW)).toBe(true);
  });

  it('only a sign-in from the second after the enrolment counts as one made with the authenticator', () => {
    const enrolledAt = '2026-11-29T12:00:00.400Z';
    expect(signedInAfterEnrolment(seconds(NOW), enrolledAt)).toBe(false);
    expect(signedInAfterEnrolment(seconds(NOW) - 3600, enrolledAt)).toBe(false);
    expect(signedInAfterEnrolment(seconds(NOW) + 1, enrolledAt)).toBe(true);
  });

  it("keys a session by Cognito's origin_jti when the token has one, else by its sign-in time", () => {
    expect(sessionKeyOf({ sessionId: 'abc', authTime: 5 })).toBe('jti#abc');
    expect(sessionKeyOf({ authTime: 5 })).toBe('auth#5');
  });
});
