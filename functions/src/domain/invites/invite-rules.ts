/**
 * Rules of team invites: the invitation link's secret, the 7-day validity, the resend cooldown and
 * whether an invitee may see or answer an invitation. Pure (the token comes from the platform's
 * cryptographic random generator).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { INVITE_RESEND_COOLDOWN_SECONDS, INVITE_VALIDITY_DAYS } from '@lunia/shared/api/schemas/invites';

const DAY_MS = 24 * 60 * 60 * 1000;

/** SHA-256 of a token, hex: what the table stores. A 256-bit random token needs no salt or slow hash. */
export const hashInviteToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new link secret (32 random bytes, base64url) and its hash. */
export function newInviteToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInviteToken(token) };
}

/** Whether a presented token is the invite's current one (constant-time comparison of the hashes). */
export function tokenMatches(tokenHash: string | undefined, token: string | undefined): boolean {
  if (!tokenHash || !token) return false;
  const presented = Buffer.from(hashInviteToken(token), 'hex');
  const stored = Buffer.from(tokenHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

export const inviteExpiry = (sentAt: Date) => new Date(sentAt.getTime() + INVITE_VALIDITY_DAYS * DAY_MS).toISOString();

/** The latest last-sending time that allows another sending now. */
export const resendAllowedIfSentBefore = (now: Date) =>
  new Date(now.getTime() - INVITE_RESEND_COOLDOWN_SECONDS * 1000).toISOString();

export const isExpired = (invite: { expiresAt: string }, now: Date) => invite.expiresAt <= now.toISOString();

/** The invitation link: the dashboard, with the id and token in the fragment (never sent to a server). */
export const invitationLink = (siteUrl: string, inviteId: string, token: string) =>
  `${siteUrl}/dashboard#invitation=${encodeURIComponent(inviteId)}&token=${encodeURIComponent(token)}`;
