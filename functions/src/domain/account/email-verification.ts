/**
 * Proving that a user owns an e-mail address (docs/decisions/0014-proving-email-ownership.md, "Proving e-mail
 * ownership"): a 6-digit code is sent to the address and must be typed back within 15 minutes, with at most 5
 * wrong tries. Pure rules: the code, its hash at rest, expiry, attempts and the send limits.
 *
 * The code is stored only as SHA-256 over a random per-code salt, the user id, the address and the
 * code, so a hash read from the table is bound to one user and one address and reveals the code only
 * to someone who tries all 10^6 codes against it (see decisions for why that is acceptable here).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const EMAIL_CODE_DIGITS = 6;
export const EMAIL_CODE_TTL_MS = 15 * 60_000;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** The shortest time between two codes sent to one address for one user. */
export const EMAIL_CODE_COOLDOWN_MS = 60_000;
/** At most this many codes per user in a 24-hour window (bounds guessing: codes × attempts a day). */
export const EMAIL_CODES_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60_000;

/** The outstanding code, as stored on the profile item (`emailCode`). */
export interface StoredEmailCode {
  /** The address the code was sent to: a new address (pending change) or the current one. */
  email: string;
  /** Hex SHA-256 of salt, user id, address and code. */
  codeHash: string;
  /** Hex, 16 random bytes, new for every code. */
  salt: string;
  /** ISO. */
  expiresAt: string;
  /** Wrong (or in-flight) tries so far. */
  attempts: number;
}

/** What the code rules read of a person's profile (data/user-profiles.ts stores it). */
export interface EmailCodeHolder {
  email: string;
  emailVerified: boolean;
  emailCode?: StoredEmailCode;
}

/** The user's code sending, for the cooldown and the daily limit (`emailCodeSends`). */
export interface EmailCodeSends {
  /** ISO: the start of the current 24-hour window. */
  windowStartedAt: string;
  /** Codes sent since `windowStartedAt`. */
  codesSent: number;
  /** ISO: when the last code was sent. */
  lastSentAt: string;
  /** The address the last code went to (the cooldown is per address: a corrected typo is not held up). */
  lastSentTo?: string;
}

export function newEmailCode(): string {
  return randomInt(0, 10 ** EMAIL_CODE_DIGITS)
    .toString()
    .padStart(EMAIL_CODE_DIGITS, '0');
}

export function hashEmailCode(input: { userId: string; email: string; code: string; salt: string }): string {
  return createHash('sha256')
    .update(`${input.salt}\n${input.userId}\n${input.email.toLowerCase()}\n${input.code}`)
    .digest('hex');
}

/** A short digest of an address for log lines: the same address gives the same value, never the address. */
export const addressDigest = (email: string) =>
  createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 12);

/** A new code for `email`: the code to send, and what is stored instead of it. */
export function issueEmailCode(input: { userId: string; email: string; now: Date; code?: string; salt?: string }): {
  code: string;
  stored: StoredEmailCode;
} {
  const code = input.code ?? newEmailCode();
  const salt = input.salt ?? randomBytes(16).toString('hex');
  const email = input.email.toLowerCase();
  return {
    code,
    stored: {
      email,
      codeHash: hashEmailCode({ userId: input.userId, email, code, salt }),
      salt,
      expiresAt: new Date(input.now.getTime() + EMAIL_CODE_TTL_MS).toISOString(),
      attempts: 0,
    },
  };
}

/** Whether `code` is the stored one (constant-time comparison of the hashes). */
export function emailCodeMatches(stored: StoredEmailCode, input: { userId: string; code: string }): boolean {
  const expected = Buffer.from(stored.codeHash, 'hex');
  const actual = Buffer.from(hashEmailCode({ ...input, email: stored.email, salt: stored.salt }), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Whether a stored code may still be tried: expiry first, then the attempt limit. */
export function emailCodeState(stored: StoredEmailCode, now: Date): 'usable' | 'expired' | 'locked' {
  if (now.getTime() >= Date.parse(stored.expiresAt)) return 'expired';
  if (stored.attempts >= EMAIL_CODE_MAX_ATTEMPTS) return 'locked';
  return 'usable';
}

export type SendDecision =
  | { allowed: true; sends: EmailCodeSends }
  | { allowed: false; reason: 'cooldown' | 'daily-limit'; retryAt: string };

const DAY_END = (sends: EmailCodeSends) => Date.parse(sends.windowStartedAt) + DAY_MS;

/**
 * From when a code to `email` may be sent: the end of the cooldown when the last code went to the
 * same address, the end of the window when the day's codes are used up; null if nothing holds it.
 */
export function nextSendAt(sends: EmailCodeSends | undefined, email: string, now: Date): string | null {
  if (!sends) return null;
  const windowOver = now.getTime() >= DAY_END(sends);
  const sameAddress = sends.lastSentTo === undefined || sends.lastSentTo === email.toLowerCase();
  const cooldownEnd = sameAddress ? Date.parse(sends.lastSentAt) + EMAIL_CODE_COOLDOWN_MS : 0;
  const limitEnd = !windowOver && sends.codesSent >= EMAIL_CODES_PER_DAY ? DAY_END(sends) : 0;
  const at = Math.max(cooldownEnd, limitEnd);
  return at > now.getTime() ? new Date(at).toISOString() : null;
}

/** Whether a code to `email` may be sent now, and the send record after sending it. */
export function decideSend(sends: EmailCodeSends | undefined, email: string, now: Date): SendDecision {
  const retryAt = nextSendAt(sends, email, now);
  if (sends && retryAt) {
    const limited = now.getTime() < DAY_END(sends) && sends.codesSent >= EMAIL_CODES_PER_DAY;
    return { allowed: false, reason: limited ? 'daily-limit' : 'cooldown', retryAt };
  }
  const at = now.toISOString();
  const lastSentTo = email.toLowerCase();
  if (!sends || now.getTime() >= DAY_END(sends)) {
    return { allowed: true, sends: { windowStartedAt: at, codesSent: 1, lastSentAt: at, lastSentTo } };
  }
  return { allowed: true, sends: { ...sends, codesSent: sends.codesSent + 1, lastSentAt: at, lastSentTo } };
}

/**
 * The code that still matters: one for a pending change (another address), or one for the current
 * address while that is unproven. A code for the current address of a proven user (proven meanwhile
 * by an invitation link) is stale.
 */
export function outstandingEmailCode(profile: EmailCodeHolder): StoredEmailCode | undefined {
  const stored = profile.emailCode;
  if (!stored) return undefined;
  if (stored.email === profile.email.toLowerCase() && profile.emailVerified) return undefined;
  return stored;
}

/** The address of a pending e-mail change, or null. */
export function pendingEmailOf(profile: EmailCodeHolder): string | null {
  const stored = outstandingEmailCode(profile);
  return stored && stored.email !== profile.email.toLowerCase() ? stored.email : null;
}
