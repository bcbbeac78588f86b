import type { Context, APIGatewayProxyEventV2WithJWTAuthorizer as HttpEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as createBetaSignup } from '../../handlers/public/create-beta-signup';
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
});
