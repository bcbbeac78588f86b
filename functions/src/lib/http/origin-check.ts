/**
 * The API is meant to be reached only through CloudFront (its WAF, its rate rules). HTTP APIs take
 * no WAF of their own and their execute-api address stays public, so CloudFront adds a secret header
 * on the `/api/*` origin (infra/lib/site-stack.ts) and every route refuses a request without it.
 *
 * In AWS the function gets the secret's ARN (ORIGIN_VERIFY_SECRET_ARN) and reads it with a bounded cache
 * (lib/aws/cached-secret.ts): AWSCURRENT, and AWSPREVIOUS for the rotation window, so the rotation
 * (`npm run secrets:rotate -- --secret origin-verify`) can put a new value, wait out the caches, then move
 * CloudFront to it while requests carrying either value are served. ORIGIN_VERIFY_SECRET (the value
 * itself) is the tests' form; with neither set the check is off: the local gateway and the tests call
 * the handlers directly, with no CloudFront in front.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '@lunia/shared/errors';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { cachedAcceptedSecrets } from '../aws/cached-secret';
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

/**
 * Throws FORBIDDEN (403) when the check is on (`expected` given) and the request did not come through
 * CloudFront: its header matches none of the accepted values.
 */
export function checkOrigin(
  event: Pick<APIGatewayProxyEventV2, 'headers'>,
  expected: string | readonly string[] | undefined = env.originVerifySecret,
): void {
  if (expected === undefined) return;
  const accepted = typeof expected === 'string' ? [expected] : expected;
  if (accepted.length === 0) return;
  const received = event.headers?.[ORIGIN_VERIFY_HEADER];
  // Every accepted value is compared, so the time taken does not say which one matched.
  const matches = accepted.map((value) => typeof received === 'string' && secretsMatch(received, value));
  if (!matches.includes(true)) throw new AppError('FORBIDDEN');
}

const acceptedOriginSecrets = cachedAcceptedSecrets((secretString) => secretString);

/** The values the check accepts now: the fixed one, the stored ones (current, previous in the window), or none (off). */
export async function acceptedOriginValues(): Promise<readonly string[] | undefined> {
  const fixed = env.originVerifySecret;
  if (fixed) return [fixed];
  const arn = env.originVerifySecretArn;
  return arn ? acceptedOriginSecrets(arn) : undefined;
}

/** The check as every route runs it (lib/http/http-route.ts). */
export async function verifyOrigin(event: Pick<APIGatewayProxyEventV2, 'headers'>): Promise<void> {
  checkOrigin(event, await acceptedOriginValues());
}
