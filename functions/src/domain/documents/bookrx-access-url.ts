/**
 * The signed, short-lived link to the external BookRx login. BookRx verifies the HMAC-SHA256 of
 * `<userId>.<expires>` with the shared secret and refuses expired links. Pure (node:crypto only).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AccessUrlInput {
  baseUrl: string;
  userId: string;
  secret: string;
  expiresInSeconds: number;
  now?: Date;
}

const signature = (secret: string, userId: string, expires: number) =>
  createHmac('sha256', secret).update(`${userId}.${expires}`).digest('base64url');

export function signBookrxAccessUrl(input: AccessUrlInput): { url: string; expiresAt: Date } {
  const now = input.now ?? new Date();
  const expires = Math.floor(now.getTime() / 1000) + input.expiresInSeconds;
  const url = new URL(input.baseUrl);
  url.searchParams.set('uid', input.userId);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('sig', signature(input.secret, input.userId, expires));
  return { url: url.toString(), expiresAt: new Date(expires * 1000) };
}

/** What BookRx does with the link (here for tests and as the reference for the partner). */
export function verifyBookrxAccessUrl(url: string, secret: string, now = new Date()): string | undefined {
  const params = new URL(url).searchParams;
  const userId = params.get('uid');
  const expires = Number(params.get('expires'));
  const sig = params.get('sig') ?? '';
  if (!userId || !Number.isInteger(expires) || expires * 1000 < now.getTime()) return undefined;
  const expected = Buffer.from(signature(secret, userId, expires));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : undefined;
}
