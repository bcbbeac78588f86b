/**
 * The signed, short-lived link to the external BookRx login. BookRx verifies the HMAC-SHA256 of
 * `<userId>.<expires>` (a user's own access) or `<userId>.<expires>.<orgId>` (a member acting for an
 * organization, issue 10) with the shared secret and refuses expired links. Pure (node:crypto only).
 *
 * The two payloads cannot be confused: `expires` must be an integer, so an organization link's
 * `<expires>.<orgId>` never reads as a valid individual payload, nor the reverse.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AccessUrlInput {
  baseUrl: string;
  userId: string;
  /** Set when the member opens BookRx for an organization: the link then names it, signed. */
  orgId?: string;
  secret: string;
  expiresInSeconds: number;
  now?: Date;
}

const payload = (userId: string, expires: number, orgId: string | null) =>
  orgId === null ? `${userId}.${expires}` : `${userId}.${expires}.${orgId}`;

const signature = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

export function signBookrxAccessUrl(input: AccessUrlInput): { url: string; expiresAt: Date } {
  const now = input.now ?? new Date();
  const expires = Math.floor(now.getTime() / 1000) + input.expiresInSeconds;
  const orgId = input.orgId ?? null;
  const url = new URL(input.baseUrl);
  url.searchParams.set('uid', input.userId);
  if (orgId !== null) url.searchParams.set('org', orgId);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('sig', signature(input.secret, payload(input.userId, expires, orgId)));
  return { url: url.toString(), expiresAt: new Date(expires * 1000) };
}

/** What BookRx does with the link: who it is for (and for which organization), or undefined. */
export function verifiedBookrxAccess(
  url: string,
  secret: string,
  now = new Date(),
): { userId: string; orgId: string | null } | undefined {
  const params = new URL(url).searchParams;
  const userId = params.get('uid');
  const orgId = params.get('org');
  const expires = Number(params.get('expires'));
  const sig = params.get('sig') ?? '';
  if (!userId || orgId === '' || !Number.isInteger(expires) || expires * 1000 < now.getTime()) return undefined;
  const expected = Buffer.from(signature(secret, payload(userId, expires, orgId)));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, orgId } : undefined;
}

/** The user a valid link is for (here for tests and as the reference for the partner). */
export function verifyBookrxAccessUrl(url: string, secret: string, now = new Date()): string | undefined {
  return verifiedBookrxAccess(url, secret, now)?.userId;
}
