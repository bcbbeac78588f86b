import { describe, expect, it } from 'vitest';
import { profileView } from '../../views/profile-view';
import {
  decideSend,
  EMAIL_CODE_COOLDOWN_MS,
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_TTL_MS,
  EMAIL_CODES_PER_DAY,
  type EmailCodeSends,
  emailCodeMatches,
  emailCodeState,
  hashEmailCode,
  issueEmailCode,
  newEmailCode,
  nextSendAt,
  outstandingEmailCode,
  pendingEmailOf,
} from './email-verification';
import { newPharmacistProfile } from './new-pharmacist-profile';

const now = new Date('2026-03-01T10:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('e-mail codes', () => {
  it('are 6 digits, leading zeros kept, and not all the same', () => {
    const codes = Array.from({ length: 200 }, newEmailCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('are stored hashed with a fresh salt, bound to the user and the address', () => {
    const first = issueEmailCode({ userId: 'u1', email: 'New@Example.com', now, code: '012345' });
    const second = issueEmailCode({ userId: 'u1', email: 'new@example.com', now, code: '012345' });
    expect(first.code).toBe('012345');
    expect(first.stored.email).toBe('new@example.com');
    expect(JSON.stringify(first.stored)).not.toContain('012345');
    expect(first.stored.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(first.stored.salt).not.toBe(second.stored.salt);
    expect(first.stored.codeHash).not.toBe(second.stored.codeHash);
    const salt = first.stored.salt;
    const base = { userId: 'u1', email: 'new@example.com', code: '012345', salt };
    expect(hashEmailCode(base)).toBe(first.stored.codeHash);
    expect(hashEmailCode({ ...base, userId: 'u2' })).not.toBe(first.stored.codeHash);
    expect(hashEmailCode({ ...base, email: 'other@example.com' })).not.toBe(first.stored.codeHash);
  });

  it('match only the right code of the right user', () => {
    const { code, stored } = issueEmailCode({ userId: 'u1', email: 'a@b.co', now });
    expect(emailCodeMatches(stored, { userId: 'u1', code })).toBe(true);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(emailCodeMatches(stored, { userId: 'u1', code: wrong })).toBe(false);
    expect(emailCodeMatches(stored, { userId: 'u2', code })).toBe(false);
  });

  it('expire after 15 minutes and lock after 5 tries', () => {
    const { stored } = issueEmailCode({ userId: 'u1', email: 'a@b.co', now });
    expect(stored.expiresAt).toBe(later(15 * 60_000).toISOString());
    expect(EMAIL_CODE_TTL_MS).toBe(15 * 60_000);
    expect(emailCodeState(stored, later(EMAIL_CODE_TTL_MS - 1))).toBe('usable');
    expect(emailCodeState(stored, later(EMAIL_CODE_TTL_MS))).toBe('expired');
    expect(emailCodeState({ ...stored, attempts: EMAIL_CODE_MAX_ATTEMPTS - 1 }, now)).toBe('usable');
    expect(emailCodeState({ ...stored, attempts: EMAIL_CODE_MAX_ATTEMPTS }, now)).toBe('locked');
    // Expired wins: a new code is the answer either way, but "expired" says why.
    expect(emailCodeState({ ...stored, attempts: 9 }, later(EMAIL_CODE_TTL_MS))).toBe('expired');
  });
});

describe('sending codes', () => {
  const to = 'new@example.com';
  const sent = (decision: ReturnType<typeof decideSend>): EmailCodeSends => {
    if (!decision.allowed) throw new Error(`refused: ${decision.reason}`);
    return decision.sends;
  };

  it('allows the first code, then one per minute to the same address', () => {
    const first = sent(decideSend(undefined, 'New@Example.com', now));
    expect(first).toEqual({
      windowStartedAt: now.toISOString(),
      codesSent: 1,
      lastSentAt: now.toISOString(),
      lastSentTo: to,
    });
    expect(nextSendAt(first, to, now)).toBe(later(EMAIL_CODE_COOLDOWN_MS).toISOString());
    expect(decideSend(first, to, later(EMAIL_CODE_COOLDOWN_MS - 1))).toEqual({
      allowed: false,
      reason: 'cooldown',
      retryAt: later(EMAIL_CODE_COOLDOWN_MS).toISOString(),
    });
    expect(nextSendAt(first, to, later(EMAIL_CODE_COOLDOWN_MS))).toBeNull();
    const second = sent(decideSend(first, to, later(EMAIL_CODE_COOLDOWN_MS)));
    expect(second).toMatchObject({ windowStartedAt: now.toISOString(), codesSent: 2 });
  });

  it('does not hold up a code to another address (a corrected typo), but counts it', () => {
    const first = sent(decideSend(undefined, to, now));
    expect(nextSendAt(first, 'other@example.com', later(1000))).toBeNull();
    expect(sent(decideSend(first, 'other@example.com', later(1000)))).toMatchObject({
      codesSent: 2,
      lastSentTo: 'other@example.com',
    });
  });

  it('allows 10 codes a day, to any addresses, then none until the window ends', () => {
    let sends: EmailCodeSends | undefined;
    for (let i = 0; i < EMAIL_CODES_PER_DAY; i++) sends = sent(decideSend(sends, `a${i}@example.com`, later(i * 1000)));
    const refused = decideSend(sends, 'z@example.com', later(3600_000));
    expect(refused).toEqual({ allowed: false, reason: 'daily-limit', retryAt: later(24 * 3600_000).toISOString() });
    expect(sent(decideSend(sends, 'z@example.com', later(24 * 3600_000)))).toEqual({
      windowStartedAt: later(24 * 3600_000).toISOString(),
      codesSent: 1,
      lastSentAt: later(24 * 3600_000).toISOString(),
      lastSentTo: 'z@example.com',
    });
  });

  it('keeps the cooldown across the end of a window', () => {
    const sends = {
      windowStartedAt: now.toISOString(),
      codesSent: 3,
      lastSentAt: later(24 * 3600_000 - 10).toISOString(),
      lastSentTo: to,
    };
    expect(decideSend(sends, to, later(24 * 3600_000))).toMatchObject({ allowed: false, reason: 'cooldown' });
  });
});

describe('the outstanding code and the profile view', () => {
  const profile = newPharmacistProfile({
    id: 'u1',
    email: 'old@example.com',
    firstName: 'A',
    lastName: 'B',
    phone: '1',
    licenseNumber: '',
    luniaId: 'LUN-1',
    language: 'en',
    now: now.toISOString(),
  });

  it('starts unproven with nothing pending', () => {
    const view = profileView(profile, { globalRole: 'user', photoUrl: null });
    expect(view).toMatchObject({ emailVerified: false, pendingEmail: null, emailCode: null });
  });

  it('shows a pending change without the hash, salt or code', () => {
    const { code, stored } = issueEmailCode({ userId: 'u1', email: 'new@example.com', now });
    // The view reads the clock: the code was just sent, so a resend waits a minute from now.
    const sentAt = new Date().toISOString();
    const sends = { windowStartedAt: sentAt, codesSent: 1, lastSentAt: sentAt, lastSentTo: 'new@example.com' };
    const withCode = { ...profile, emailVerified: true, emailCode: { ...stored, attempts: 2 }, emailCodeSends: sends };
    expect(pendingEmailOf(withCode)).toBe('new@example.com');
    const view = profileView(withCode, { globalRole: 'user', photoUrl: null });
    expect(view).toMatchObject({
      email: 'old@example.com',
      emailVerified: true,
      pendingEmail: 'new@example.com',
      emailCode: {
        expiresAt: stored.expiresAt,
        attemptsLeft: 3,
        resendAvailableAt: new Date(Date.parse(sentAt) + 60_000).toISOString(),
      },
    });
    const json = JSON.stringify(view);
    for (const secret of [stored.codeHash, stored.salt]) expect(json).not.toContain(secret);
    expect(json).not.toContain(`"${code}"`);
  });

  it('ignores a code for the current address once that address is proven', () => {
    const { stored } = issueEmailCode({ userId: 'u1', email: 'old@example.com', now });
    expect(outstandingEmailCode({ ...profile, emailCode: stored })).toBe(stored);
    expect(pendingEmailOf({ ...profile, emailCode: stored })).toBeNull();
    expect(outstandingEmailCode({ ...profile, emailVerified: true, emailCode: stored })).toBeUndefined();
  });
});
