/**
 * Sessions that end when an admin says so, and admin accounts with an authenticator app (issue 13).
 * Each check fails if its guard is removed: the session policy in lib/http/request-context.ts, the
 * Cognito calls of use-cases/steps/account-access.ts, the local Cognito proxy's session checks, or the
 * MFA requirement of admin routes.
 */
import {
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { exemptFromMfa, getSessionPolicy } from '../../functions/src/data/session-policy';
import { ensureUser } from '../../infra/local/seed';
import { cognitoFor, newAccount, signInWith, TEST_PASSWORD } from '../support/accounts';
import { clockReaches } from '../support/clock';
import { uniqueEmail } from '../support/local-clients';
import { refreshWith } from '../support/mfa-sign-in';
import { demoStaffTokens, sharedStack } from '../support/shared-stack';
import { totpCode } from '../support/totp';

const { stack, api } = sharedStack();
const { admin: adminToken, support: supportToken } = await demoStaffTokens(stack);

async function passwordSignIn(email: string, password = TEST_PASSWORD) {
  const cognito = cognitoFor(stack);
  try {
    return await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.userPool.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
  } finally {
    cognito.destroy();
  }
}

const errorName = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: Error) => `${error.name}: ${error.message}`,
  );

describe('disabling an account', () => {
  it('refuses its next request, its refresh and its sign-in; enabling lets it sign in again, old sessions stay ended', async () => {
    const account = await newAccount(stack, 'disabled-pharmacist');
    const session = await passwordSignIn(account.email);
    const refreshToken = session.AuthenticationResult?.RefreshToken ?? '';
    expect((await api('GET', '/api/profile', { token: account.token })).status).toBe(200);

    const disabled = await api('POST', `/api/admin/users/${account.userId}/disable`, { token: adminToken });
    expect(disabled).toMatchObject({ status: 200, body: { userId: account.userId, disabled: true } });

    // The very next request with a token issued before the disable.
    const refused = await api('GET', '/api/profile', { token: account.token });
    expect(refused).toMatchObject({ status: 401, body: { code: 'ACCOUNT_DISABLED' } });
    expect((await refreshWith(stack, refreshToken)).error).toMatch(/^NotAuthorizedException/);
    expect(await errorName(passwordSignIn(account.email))).toBe('NotAuthorizedException: User is disabled.');
    // A wrong password says nothing about the account being disabled.
    expect(await errorName(passwordSignIn(account.email, 'wrong-pass1!'))).toBe(
      'NotAuthorizedException: Incorrect username or password.',
    );

    // The admin list shows it, and the timeline records who did it.
    const detail = await api('GET', `/api/admin/users/${account.userId}`, { token: adminToken });
    expect(detail.body.user).toMatchObject({ disabled: true });
    expect((detail.body.timeline as { action: string }[]).map((event) => event.action)).toContain('account_disabled');

    const enabled = await api('POST', `/api/admin/users/${account.userId}/enable`, { token: adminToken });
    expect(enabled).toMatchObject({ status: 200, body: { disabled: false } });
    // The sessions from before the disable stay ended; a new sign-in works.
    const old = await api('GET', '/api/profile', { token: account.token });
    expect(old).toMatchObject({ status: 401, body: { code: 'SESSION_REVOKED' } });
    expect((await refreshWith(stack, refreshToken)).error).toMatch(/^NotAuthorizedException/);
    // Token times are whole seconds, so the disable revoked every session of its own second too
    // (revokedBefore is the next second). A sign-in counts as after it from that second on: wait for
    // it, derived from the stored policy (at most a second), not a fixed time.
    const { revokedBefore } = await getSessionPolicy(account.userId);
    expect(revokedBefore).toEqual(expect.any(Number));
    await clockReaches((revokedBefore ?? 0) * 1000);
    const fresh = await signInWith(stack, account.email, TEST_PASSWORD);
    expect((await api('GET', '/api/profile', { token: fresh })).status).toBe(200);
  });

  it('is for a super_admin only, never on their own account, and repeating it changes nothing more', async () => {
    const account = await newAccount(stack, 'disable-guards');
    const bySupport = await api('POST', `/api/admin/users/${account.userId}/disable`, { token: supportToken });
    expect(bySupport.status).toBe(403);
    const byUser = await api('POST', `/api/admin/users/${account.userId}/disable`, { token: account.token });
    expect(byUser.status).toBe(403);
    expect((await api('GET', '/api/profile', { token: account.token })).status).toBe(200);

    const adminId = ((await api('GET', '/api/profile', { token: adminToken })).body.user as { id: string }).id;
    const self = await api('POST', `/api/admin/users/${adminId}/disable`, { token: adminToken });
    expect(self).toMatchObject({ status: 403, body: { code: 'SELF_DISABLE_FORBIDDEN' } });

    const missing = await api('POST', '/api/admin/users/no-such-user/disable', { token: adminToken });
    expect(missing.status).toBe(404);

    for (let i = 0; i < 2; i++) {
      expect((await api('POST', `/api/admin/users/${account.userId}/disable`, { token: adminToken })).status).toBe(200);
    }
    const detail = await api('GET', `/api/admin/users/${account.userId}`, { token: adminToken });
    const actions = (detail.body.timeline as { action: string }[]).map((event) => event.action);
    expect(actions.filter((action) => action === 'account_disabled')).toHaveLength(1);
  });
});

describe('admin accounts and their authenticator app', () => {
  it('RFC 6238 test vectors give the codes an authenticator app shows', () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect([59, 1111111109, 1234567890, 2000000000].map((s) => totpCode(secret, s * 1000))).toEqual([
      '287082',
      '081804',
      '005924',
      '279037',
    ]);
  });

  it('an admin without one is refused every admin route until it enrols; then sign-in asks for a code', async () => {
    const email = uniqueEmail('new-support');
    await ensureUser(stack, {
      email,
      password: TEST_PASSWORD,
      firstName: 'Nora',
      lastName: 'Nueva',
      groups: ['support'],
    });
    const token = await signInWith(stack, email, TEST_PASSWORD);
    const refused = await api('GET', '/api/admin/stats', { token });
    expect(refused).toMatchObject({ status: 403, body: { code: 'MFA_ENROLMENT_REQUIRED' } });
    // Their own profile still loads (the web needs it to show the enrolment page).
    expect((await api('GET', '/api/profile', { token })).status).toBe(200);
    // Claiming an enrolment that Cognito does not show changes nothing.
    expect((await api('POST', '/api/account/mfa/totp', { token })).body).toEqual({
      mfaEnrolled: false,
      mfaEnrolledAt: null,
    });
    expect((await api('GET', '/api/admin/stats', { token })).status).toBe(403);

    // Enrol as the web does (Amplify's setUpTOTP, verifyTOTPSetup, updateMFAPreference).
    const cognito = cognitoFor(stack);
    try {
      const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: token }));
      const secret = SecretCode ?? '';
      const wrong = await errorName(
        cognito.send(new VerifySoftwareTokenCommand({ AccessToken: token, UserCode: '000000' })),
      );
      expect(wrong).toMatch(/^CodeMismatchException/);
      await cognito.send(new VerifySoftwareTokenCommand({ AccessToken: token, UserCode: totpCode(secret) }));
      await cognito.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: token,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      );
      const confirmed = await api('POST', '/api/account/mfa/totp', { token });
      expect(confirmed).toMatchObject({ status: 200, body: { mfaEnrolled: true } });
      // Recording it ended this password-only session too (issue 38): only a sign-in with the code counts.
      expect(await api('GET', '/api/admin/stats', { token })).toMatchObject({
        status: 401,
        body: { code: 'SESSION_REVOKED' },
      });

      // From now on the password alone is not enough.
      const first = await passwordSignIn(email);
      expect(first.AuthenticationResult).toBeUndefined();
      expect(first.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
      const bad = await errorName(
        cognito.send(
          new RespondToAuthChallengeCommand({
            ClientId: stack.userPool.clientId,
            ChallengeName: 'SOFTWARE_TOKEN_MFA',
            Session: first.Session,
            ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: '000000' },
          }),
        ),
      );
      expect(bad).toMatch(/^CodeMismatchException/);
      const second = await cognito.send(
        new RespondToAuthChallengeCommand({
          ClientId: stack.userPool.clientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: first.Session,
          ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret) },
        }),
      );
      const mfaToken = second.AuthenticationResult?.AccessToken ?? '';
      expect((await api('GET', '/api/admin/stats', { token: mfaToken })).status).toBe(200);
    } finally {
      cognito.destroy();
    }
  });

  it('exempting a demo admin again (every npm start) keeps a disable in place', async () => {
    const account = await newAccount(stack, 'exempt-then-disabled');
    expect((await api('POST', `/api/admin/users/${account.userId}/disable`, { token: adminToken })).status).toBe(200);
    await exemptFromMfa(account.userId, 'local demo admin account');
    expect(await getSessionPolicy(account.userId)).toMatchObject({ disabled: true, mfaExempt: true });
    expect(await api('GET', '/api/profile', { token: account.token })).toMatchObject({
      status: 401,
      body: { code: 'ACCOUNT_DISABLED' },
    });
  });

  it('the seeded demo admins are exempt (password only)', async () => {
    expect((await api('GET', '/api/admin/stats', { token: adminToken })).status).toBe(200);
    expect((await api('GET', '/api/admin/stats', { token: supportToken })).status).toBe(200);
  });
});
