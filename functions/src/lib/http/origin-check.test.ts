import * as crypto from 'node:crypto';
import type { Context, APIGatewayProxyEventV2WithJWTAuthorizer as HttpEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler as createBetaSignup } from '../../handlers/public/create-beta-signup';
import { checkOrigin, ORIGIN_VERIFY_HEADER, secretsMatch } from './origin-check';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const SECRET = 'a-secret-only-cloudfront-knows-0123456789';

/** An invalid beta signup: past the origin check it is a 400, never an AWS call. */
const event = (headers: Record<string, string>) =>
  ({
    version: '2.0',
    routeKey: 'POST /api/beta-signup',
    rawPath: '/api/beta-signup',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST', path: '/api/beta-signup' } },
  }) as unknown as HttpEvent;

async function status(headers: Record<string, string>) {
  const result = await createBetaSignup(event(headers), {} as Context);
  return { status: result.statusCode, code: JSON.parse(String(result.body)).code as string };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('origin check (requests must come through CloudFront)', () => {
  it('is off when no secret is configured (the local stack): the request goes on', async () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', '');
    expect(await status({})).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('refuses a request without the header with 403 before anything else runs', async () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', SECRET);
    expect(await status({})).toEqual({ status: 403, code: 'FORBIDDEN' });
  });

  it('refuses a wrong value, a prefix of the secret and the secret with a suffix', async () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', SECRET);
    for (const value of ['wrong', SECRET.slice(0, -1), `${SECRET}x`, '', SECRET.toUpperCase()]) {
      expect(await status({ [ORIGIN_VERIFY_HEADER]: value }), value).toEqual({ status: 403, code: 'FORBIDDEN' });
    }
  });

  it('lets the right value through to the route', async () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', SECRET);
    expect(await status({ [ORIGIN_VERIFY_HEADER]: SECRET })).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('takes the expected value as an argument too', () => {
    expect(() => checkOrigin({ headers: {} }, SECRET)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(() => checkOrigin({ headers: { [ORIGIN_VERIFY_HEADER]: SECRET } }, SECRET)).not.toThrow();
    expect(() => checkOrigin({ headers: {} }, undefined)).not.toThrow();
  });

  it('compares in constant time: equal-length digests through timingSafeEqual, whatever the input lengths', () => {
    const compare = vi.mocked(crypto.timingSafeEqual);
    compare.mockClear();
    expect(secretsMatch('short', SECRET)).toBe(false);
    expect(secretsMatch(`${SECRET}${'x'.repeat(500)}`, SECRET)).toBe(false);
    expect(secretsMatch(SECRET, SECRET)).toBe(true);
    expect(compare).toHaveBeenCalledTimes(3);
    for (const [a, b] of compare.mock.calls) {
      expect((a as Buffer).length).toBe(32);
      expect((b as Buffer).length).toBe(32);
    }
  });
});
