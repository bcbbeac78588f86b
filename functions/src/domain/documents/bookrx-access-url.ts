/**
 * The signed, short-lived, single-use link to the external BookRx login. BookRx verifies the
 * HMAC-SHA256 of `<userId>.<expires>.<nonce>` (a user's own access) or `<userId>.<expires>.<nonce>.<orgId>`
 * (a member acting for an organization, issue 10) with the shared secret, refuses expired links, and
 * redeems the nonce once (data/bookrx-links.ts records each link handed out; issue 13). Pure
 * (node:crypto only).
 *
 * The two payloads cannot be confused: ids and nonces never contain a dot, so an organization link's
 * payload has four parts and an individual one three.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AccessUrlInput {
  baseUrl: string;
  userId: string;
  /** Set when the member opens BookRx for an organization: the link then names it, signed. */
  orgId?: string;
  secret: string;
  /** Random, URL-safe, without dots: what makes the link redeemable once. */
  nonce: string;
  expiresInSeconds: number;
  now?: Date;
}

const payload = (userId: string, expires: number, nonce: string, orgId: string | null) =>
  orgId === null ? `${userId}.${expires}.${nonce}` : `${userId}.${expires}.${nonce}.${orgId}`;

const signature = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

export function signBookrxAccessUrl(input: AccessUrlInput): { url: string; expiresAt: Date } {
  const now = input.now ?? new Date();
  const expires = Math.floor(now.getTime() / 1000) + input.expiresInSeconds;
  const orgId = input.orgId ?? null;
  const url = new URL(input.baseUrl);
  url.searchParams.set('uid', input.userId);
  if (orgId !== null) url.searchParams.set('org', orgId);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('n', input.nonce);
  url.searchParams.set('sig', signature(input.secret, payload(input.userId, expires, input.nonce, orgId)));
  return { url: url.toString(), expiresAt: new Date(expires * 1000) };
}

/**
 * What BookRx does with the link: who it is for (and for which organization) and its nonce, which
 * BookRx then redeems once; undefined for a forged, altered or expired link.
 */
export function verifiedBookrxAccess(
  url: string,
  secret: string,
  now = new Date(),
): { userId: string; orgId: string | null; nonce: string } | undefined {
  const params = new URL(url).searchParams;
  const userId = params.get('uid');
  const orgId = params.get('org');
  const nonce = params.get('n');
  const expires = Number(params.get('expires'));
  const sig = params.get('sig') ?? '';
  if (!userId || !nonce || orgId === '' || !Number.isInteger(expires) || expires * 1000 < now.getTime())
    return undefined;
  const expected = Buffer.from(signature(secret, payload(userId, expires, nonce, orgId)));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, orgId, nonce } : undefined;
}

/** The user a valid link is for (here for tests and as the reference for the partner). */
export function verifyBookrxAccessUrl(url: string, secret: string, now = new Date()): string | undefined {
  return verifiedBookrxAccess(url, secret, now)?.userId;
}
