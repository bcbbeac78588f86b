import type { Context, APIGatewayProxyEventV2WithJWTAuthorizer as HttpEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as getAdminUser } from '../../handlers/admin/get-admin-user';

/** An admin's GET /api/admin/users/{userId}: refused before any AWS call, so no emulators needed. */
const event = (userId: string) =>
  ({
    version: '2.0',
    routeKey: 'GET /api/admin/users/{userId}',
    rawPath: `/api/admin/users/${userId}`,
    rawQueryString: '',
    headers: {},
    pathParameters: { userId },
    isBase64Encoded: false,
    requestContext: {
      http: { method: 'GET', path: `/api/admin/users/${userId}` },
      authorizer: {
        jwt: { claims: { token_use: 'access', sub: 'admin-1', 'cognito:groups': '[super_admin]' }, scopes: [] },
      },
    },
  }) as unknown as HttpEvent;

async function call(e: HttpEvent) {
  const result = await getAdminUser(e, {} as Context);
  return { status: result.statusCode, body: JSON.parse(String(result.body)) };
}

describe('path parameters', () => {
  it.each([
    ['3 KB long', 'a'.repeat(3 * 1024)],
    ['65 characters', 'a'.repeat(65)],
    ['a slash', 'a/b'],
    ['a key separator', 'USER#x'],
    ['a space', 'a b'],
    ['non-ASCII letters', 'señal'],
  ])('answers an id with %s with 400 naming the parameter', async (_label, userId) => {
    const result = await call(event(userId));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'userId' });
    expect(result.body.error).toContain('userId is invalid');
  });
});
