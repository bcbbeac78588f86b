import type { APIGatewayProxyEventV2WithJWTAuthorizer as HttpEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { NEW_ACCOUNT_POLICY } from '../../data/session-policy';
import { adminMfaStep } from '../aws/cognito-mfa-state';
import { authorize, callerFromEvent, parseGroups, requestedOrgId } from './request-context';

/** Claims of an access token, as the authorizer passes them (an ID token's are given explicitly). */
const withClaims = (claims: Record<string, unknown> | undefined, extra: Partial<HttpEvent> = {}) =>
  ({
    headers: {},
    requestContext: {
      authorizer: claims ? { jwt: { claims: { token_use: 'access', ...claims }, scopes: [] } } : undefined,
    },
    ...extra,
  }) as unknown as HttpEvent;

describe('request context', () => {
  it('parses groups as API Gateway renders them and as arrays', () => {
    expect(parseGroups('[super_admin support]')).toEqual(['super_admin', 'support']);
    expect(parseGroups(['support'])).toEqual(['support']);
    expect(parseGroups(undefined)).toEqual([]);
    expect(parseGroups('')).toEqual([]);
  });

  it('derives the global role from the groups', () => {
    expect(callerFromEvent(withClaims({ sub: 'u1', 'cognito:groups': '[support]' }))).toMatchObject({
      globalRole: 'support',
      isAdmin: true,
    });
    expect(callerFromEvent(withClaims({ sub: 'u1' }))).toMatchObject({ globalRole: 'user', isAdmin: false });
    expect(callerFromEvent(withClaims(undefined))).toBeUndefined();
  });

  it('accepts access tokens only: an ID token (which API Gateway lets through) is no caller', async () => {
    const idToken = withClaims({ sub: 'u1', token_use: 'id', aud: 'client', 'cognito:groups': '[super_admin]' });
    expect(callerFromEvent(idToken)).toBeUndefined();
    expect(callerFromEvent(withClaims({ sub: 'u1', token_use: undefined }))).toBeUndefined();
    await expect(authorize('user', idToken)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(authorize('admin', idToken)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses anonymous callers and non-admins where the access level requires more', async () => {
    await expect(authorize('user', withClaims(undefined))).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(authorize('admin', withClaims({ sub: 'u1' }))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      authorize('super-admin', withClaims({ sub: 'u1', 'cognito:groups': '[support]' })),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // An allowed caller goes on to the session policy in the table: the authorization matrix and
    // test/integration/session-control.test.ts cover that part against the local stack.
  });

  it("an admin route asks Cognito for every enrolled admin; the demo admins' exemption counts only locally", () => {
    const enrolled = { ...NEW_ACCOUNT_POLICY, mfaEnrolledAt: '2026-01-01T00:00:00.000Z' };
    const exempt = { ...NEW_ACCOUNT_POLICY, mfaExempt: true };
    expect(adminMfaStep(NEW_ACCOUNT_POLICY, true)).toBe('refuse');
    expect(adminMfaStep(enrolled, true)).toBe('ask-cognito');
    expect(adminMfaStep(enrolled, false)).toBe('ask-cognito');
    expect(adminMfaStep(exempt, true)).toBe('exempt');
    // In AWS an exemption item (were one ever written) changes nothing.
    expect(adminMfaStep(exempt, false)).toBe('refuse');
    expect(adminMfaStep({ ...enrolled, mfaExempt: true }, false)).toBe('ask-cognito');
  });

  it('requires an organization for organization routes', async () => {
    await expect(authorize('org-member', withClaims({ sub: 'u1' }))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('prefers the organization in the path over the header', () => {
    const event = withClaims({ sub: 'u1' }, {
      pathParameters: { orgId: 'from-path' },
      headers: { 'x-active-org-id': 'from-header' },
    } as Partial<HttpEvent>);
    expect(requestedOrgId(event)).toBe('from-path');
    expect(requestedOrgId(withClaims({ sub: 'u1' }, { headers: { 'x-active-org-id': 'h' } }))).toBe('h');
  });
});
