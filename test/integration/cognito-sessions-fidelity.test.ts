/**
 * The local Cognito front (infra/local/cognito-proxy.ts, infra/local/cognito-sessions.ts) behaves as
 * Cognito does where the API's session rules depend on it (issue 38). Each test names the Cognito
 * documentation page it follows:
 * - https://docs.aws.amazon.com/cognito/latest/developerguide/amazon-cognito-user-pools-using-the-access-token.html
 *   (`auth_time`: when the authentication occurred; `origin_jti`: the token identifier from the time of
 *   the original authentication), on REFRESH_TOKEN_AUTH and GetTokensFromRefreshToken;
 * - https://docs.aws.amazon.com/cognito-user-identity-pools/latest/APIReference/API_GlobalSignOut.html and
 *   https://docs.aws.amazon.com/cognito-user-identity-pools/latest/APIReference/API_AdminUserGlobalSignOut.html
 *   (the user's refresh tokens are revoked), with the answer to a revoked refresh token that
 *   https://docs.aws.amazon.com/cognito/latest/developerguide/token-revocation.html describes
 *   (NotAuthorizedException "Refresh Token has been revoked").
 */
import {
  AdminUserGlobalSignOutCommand,
  GetTokensFromRefreshTokenCommand,
  GlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { cognitoFor, cognitoTokensFor, newAccount, TEST_PASSWORD } from '../support/accounts';
import { clockReaches } from '../support/clock';
import { claimsOf, refreshWith } from '../support/mfa-sign-in';
import { sharedStack } from '../support/shared-stack';

const { stack, api } = sharedStack();
const REVOKED = { error: 'NotAuthorizedException: Refresh Token has been revoked' };

describe('tokens refreshed keep their sign-in (Cognito developer guide: "Understanding the access token")', () => {
  it('REFRESH_TOKEN_AUTH keeps the original auth_time and origin_jti (amazon-cognito-user-pools-using-the-access-token.html)', async () => {
    const account = await newAccount(stack, 'fidelity-auth-time');
    const tokens = await cognitoTokensFor(stack, account.email, TEST_PASSWORD);
    const signIn = claimsOf(tokens.accessToken);
    expect(signIn.origin_jti).toEqual(expect.any(String));
    // A refresh in a later second: cognito-local alone would stamp that second as the sign-in time.
    await clockReaches((Number(signIn.auth_time) + 1) * 1000);
    const refreshed = await refreshWith(stack, tokens.refreshToken);
    const claims = claimsOf(refreshed.accessToken ?? '');
    expect(claims.iat).toBeGreaterThan(Number(signIn.auth_time));
    expect(claims).toMatchObject({ auth_time: signIn.auth_time, origin_jti: signIn.origin_jti, sub: account.userId });
    // The rewritten token verifies at the API like any token of the pool.
    expect((await api('GET', '/api/profile', { token: refreshed.accessToken })).status).toBe(200);
    // Another sign-in is another session.
    const other = await cognitoTokensFor(stack, account.email, TEST_PASSWORD);
    expect(claimsOf(other.accessToken).origin_jti).not.toBe(signIn.origin_jti);
  });

  it('GetTokensFromRefreshToken (what Amplify calls) keeps them too, in the ID token as well (amazon-cognito-user-pools-using-the-access-token.html)', async () => {
    const account = await newAccount(stack, 'fidelity-get-tokens');
    const tokens = await cognitoTokensFor(stack, account.email, TEST_PASSWORD);
    const signIn = claimsOf(tokens.accessToken);
    await clockReaches((Number(signIn.auth_time) + 1) * 1000);
    const cognito = cognitoFor(stack);
    try {
      const { AuthenticationResult } = await cognito.send(
        new GetTokensFromRefreshTokenCommand({ ClientId: stack.userPool.clientId, RefreshToken: tokens.refreshToken }),
      );
      expect(claimsOf(AuthenticationResult?.AccessToken ?? '')).toMatchObject({
        auth_time: signIn.auth_time,
        origin_jti: signIn.origin_jti,
      });
      expect(claimsOf(AuthenticationResult?.IdToken ?? '')).toMatchObject({
        auth_time: signIn.auth_time,
        origin_jti: signIn.origin_jti,
        token_use: 'id',
      });
    } finally {
      cognito.destroy();
    }
  });
});

describe('a global sign-out revokes the refresh tokens (Cognito API reference: GlobalSignOut, AdminUserGlobalSignOut)', () => {
  it("GlobalSignOut with the user's access token revokes every refresh token of the user (API_GlobalSignOut.html, token-revocation.html)", async () => {
    const account = await newAccount(stack, 'fidelity-global-sign-out');
    const first = await cognitoTokensFor(stack, account.email, TEST_PASSWORD);
    const second = await cognitoTokensFor(stack, account.email, TEST_PASSWORD);
    const cognito = cognitoFor(stack);
    try {
      await cognito.send(new GlobalSignOutCommand({ AccessToken: first.accessToken }));
    } finally {
      cognito.destroy();
    }
    expect(await refreshWith(stack, first.refreshToken)).toEqual(REVOKED);
    expect(await refreshWith(stack, second.refreshToken)).toEqual(REVOKED);
    // A sign-in after it is a new session, whose refresh works.
    const after = await cognitoTokensFor(stack, account.email, TEST_PASSWORD);
    expect((await refreshWith(stack, after.refreshToken)).accessToken).toEqual(expect.any(String));
  });

  it('AdminUserGlobalSignOut revokes them too, for that user only (API_AdminUserGlobalSignOut.html, token-revocation.html)', async () => {
    const [account, bystander] = await Promise.all([
      newAccount(stack, 'fidelity-admin-sign-out'),
      newAccount(stack, 'fidelity-bystander'),
    ]);
    const tokens = await cognitoTokensFor(stack, account.email, TEST_PASSWORD);
    const theirs = await cognitoTokensFor(stack, bystander.email, TEST_PASSWORD);
    const cognito = cognitoFor(stack);
    try {
      await cognito.send(
        new AdminUserGlobalSignOutCommand({ UserPoolId: stack.userPool.id, Username: account.userId }),
      );
    } finally {
      cognito.destroy();
    }
    expect(await refreshWith(stack, tokens.refreshToken)).toEqual(REVOKED);
    expect((await refreshWith(stack, theirs.refreshToken)).accessToken).toEqual(expect.any(String));
  });
});
