/**
 * The API is meant to be reached only through CloudFront (its WAF, its rate rules). HTTP APIs take
 * no WAF of their own and their execute-api address stays public, so CloudFront adds a secret header
 * on the `/api/*` origin (infra/lib/site-stack.ts) and every route refuses a request without it.
 *
 * The expected value comes from ORIGIN_VERIFY_SECRET (lib/env.ts); unset, the check is off: the local
 * gateway and the tests call the handlers directly, with no CloudFront in front.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '@lunia/shared/errors';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { env } from '../env';

/** The origin custom header CloudFront sets (HTTP API events carry header names in lower case). */
export const ORIGIN_VERIFY_HEADER = 'x-lunia-origin-verify';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * True when `received` equals `expected`, in time that does not depend on where they differ: both
 * are hashed first, so the comparison is over equal-length digests and leaks neither content nor length.
 */
export function secretsMatch(received: string, expected: string): boolean {
  return timingSafeEqual(digest(received), digest(expected));
}

/** Throws FORBIDDEN (403) when the check is on and the request did not come through CloudFront. */
export function checkOrigin(
  event: Pick<APIGatewayProxyEventV2, 'headers'>,
  expected: string | undefined = env.originVerifySecret,
): void {
  if (!expected) return;
  const received = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (typeof received !== 'string' || !secretsMatch(received, expected)) throw new AppError('FORBIDDEN');
}
