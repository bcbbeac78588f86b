import type { Context, APIGatewayProxyEventV2WithJWTAuthorizer as HttpEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as createBetaSignup } from '../../handlers/public/create-beta-signup';
import { handler as unsubscribeEmail } from '../../handlers/public/unsubscribe-email';
import { MAX_BODY_BYTES } from './http-route';

/** Requests that must be refused before any AWS call: these run without emulators. */
const event = (body: string | undefined, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  ({
    version: '2.0',
    routeKey: 'POST /api/beta-signup',
    rawPath: '/api/beta-signup',
    rawQueryString: '',
    headers,
    body,
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST', path: '/api/beta-signup' } },
  }) as unknown as HttpEvent;

async function call(e: HttpEvent) {
  const result = await createBetaSignup(e, {} as Context);
  return { status: result.statusCode, body: JSON.parse(String(result.body)) };
}

describe('HTTP route stack', () => {
  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    expect(await call(event('{"product":'))).toEqual({
      status: 400,
      body: { error: 'The request body is not valid JSON.', code: 'INVALID_JSON' },
    });
  });

  it('names the first invalid field', async () => {
    const result = await call(event(JSON.stringify({ product: 'core', firstName: 'Ana' })));
    expect(result).toEqual({
      status: 400,
      body: { error: 'Last name is required', code: 'VALIDATION_FAILED', field: 'lastName' },
    });
  });

  it('refuses a body that is not an object', async () => {
    for (const body of [undefined, '[]', '"text"', 'null', '42']) {
      const result = await call(event(body));
      expect(result.status, String(body)).toBe(400);
      expect(result.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses bodies that are too large and bodies that are not JSON', async () => {
    expect((await call(event('x'.repeat(MAX_BODY_BYTES + 1)))).status).toBe(413);
    expect((await call(event('a=b', { 'content-type': 'application/x-www-form-urlencoded' }))).body.code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('decodes base64 bodies as API Gateway sends them', async () => {
    const e = event(Buffer.from('{"product":').toString('base64'));
    e.isBase64Encoded = true;
    expect((await call(e)).body.code).toBe('INVALID_JSON');
  });

  it('answers an html route (the unsubscribe link, issue 39) with JSON errors: no token, or one Lunia did not sign', async () => {
    const unsubscribe = async (query: string) => {
      const e = event('List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });
      Object.assign(e, {
        routeKey: 'POST /api/email/unsubscribe',
        rawPath: '/api/email/unsubscribe',
        queryStringParameters: query ? Object.fromEntries(new URLSearchParams(query)) : undefined,
      });
      const result = await unsubscribeEmail(e, {} as Context);
      return {
        status: result.statusCode,
        type: result.headers?.['content-type'],
        body: JSON.parse(String(result.body)),
      };
    };
    expect(await unsubscribe('')).toMatchObject({
      status: 400,
      type: 'application/json; charset=utf-8',
      body: { code: 'VALIDATION_FAILED', field: 'token' },
    });
    const saved = process.env.FORM_CHALLENGE_SECRET;
    process.env.FORM_CHALLENGE_SECRET = 'unit-test-secret';
    try {
      expect(await unsubscribe('token=v1.someone.ceReminders.not-the-signature')).toMatchObject({
        status: 400,
        body: { code: 'UNSUBSCRIBE_LINK_INVALID', field: 'token' },
      });
    } finally {
      if (saved === undefined) delete process.env.FORM_CHALLENGE_SECRET;
      else process.env.FORM_CHALLENGE_SECRET = saved;
    }
  });
});
