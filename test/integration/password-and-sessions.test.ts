/**
 * Password change, sign out everywhere and password reset end sessions (issue 25). Each check fails if
 * its guard is removed: Cognito's check of the current password, the session policy's `revokedBefore`
 * written by use-cases/steps/end-sessions.ts (refused at the very next request), Cognito's global
 * sign-out (refresh tokens refused), the PostConfirmation trigger of a reset, and the password-changed
 * e-mail reaction.
 */
import {
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { cognitoFor, cognitoTokensFor, newAccount, signInWith, TEST_PASSWORD } from '../support/accounts';
import { drainStack } from '../support/drain';
import { mailsTo, waitForMail } from '../support/local-clients';
import { sharedStack } from '../support/shared-stack';

const { stack, api } = sharedStack();
const NEW_PASSWORD = 'fresh-secret7#';

const changePassword = (token: string, body: Record<string, unknown>) =>
  api('POST', '/api/account/password', { token, body });

async function refreshError(refreshToken: string): Promise<string> {
  const cognito = cognitoFor(stack);
  try {
    await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: stack.userPool.clientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    return 'no error';
  } catch (error) {
    return (error as Error).name;
  }
}

const passwordMails = async (email: string) =>
  (await mailsTo(stack, email)).filter((mail) => /password was changed|Se cambió la contraseña/.test(mail.subject));

describe('changing the password', () => {
  it('refuses a wrong current password with its own code and field, and changes nothing', async () => {
    const account = await newAccount(stack, 'pw-wrong-current');
    const refused = await changePassword(account.token, { currentPassword: 'not-mine1!', newPassword: NEW_PASSWORD });
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 'CURRENT_PASSWORD_INCORRECT', field: 'currentPassword' },
    });
    // The session goes on, the old password still works, and no e-mail went out.
    expect((await api('GET', '/api/profile', { token: account.token })).status).toBe(200);
    expect(await signInWith(stack, account.email, TEST_PASSWORD)).toEqual(expect.any(String));
    await drainStack(stack);
    expect(await passwordMails(account.email)).toEqual([]);
  });

  it('refuses a new password that breaks the registration rule, naming the rule', async () => {
    const account = await newAccount(stack, 'pw-weak-new');
    const weak = await changePassword(account.token, { currentPassword: TEST_PASSWORD, newPassword: 'short1!' });
    expect(weak).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', field: 'newPassword', error: 'Password must be at least 8 characters long' },
    });
    const noSpecial = await changePassword(account.token, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'nospecial12',
    });
    expect(noSpecial).toMatchObject({
      status: 400,
      body: { field: 'newPassword', error: 'Password must contain at least 1 special character' },
    });
    const noCurrent = await changePassword(account.token, { currentPassword: '', newPassword: NEW_PASSWORD });
    expect(noCurrent).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', field: 'currentPassword' } });
    expect(await signInWith(stack, account.email, TEST_PASSWORD)).toEqual(expect.any(String));
  });

  it('ends every session, this one and the others, and e-mails the person in their language', async () => {
    const account = await newAccount(stack, 'pw-change', { language: 'es' });
    const other = await cognitoTokensFor(stack, account.email, TEST_PASSWORD);

    const changed = await changePassword(account.token, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed).toMatchObject({ status: 200, body: { sessionsEndedAt: expect.any(Number) } });
    // The answer comes once the revocation's second has begun.
    expect(Date.now()).toBeGreaterThanOrEqual((changed.body.sessionsEndedAt as number) * 1000);

    for (const token of [account.token, other.accessToken]) {
      const refused = await api('GET', '/api/profile', { token });
      expect(refused).toMatchObject({ status: 401, body: { code: 'SESSION_REVOKED' } });
    }
    expect(await refreshError(other.refreshToken)).toBe('NotAuthorizedException');

    // The old password is gone; a sign-in with the new one right after the answer is a working session.
    await expect(signInWith(stack, account.email, TEST_PASSWORD)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    const fresh = await signInWith(stack, account.email, NEW_PASSWORD);
    expect((await api('GET', '/api/profile', { token: fresh })).status).toBe(200);

    const mail = await waitForMail(stack, account.email, (m) => m.subject.includes('Se cambió la contraseña'));
    expect(mail.subject).toBe('Se cambió la contraseña de su cuenta de Lunia');
    expect(mail.body.text).toContain('desde la configuración de su cuenta');
    expect(mail.body.html).toContain('lang="es"');
    // Once, however often the stream delivers the change.
    await drainStack(stack);
    expect(await passwordMails(account.email)).toHaveLength(1);
  });
});

describe('signing out everywhere', () => {
  it('refuses the tokens of every session at once, and a new sign-in works', async () => {
    const account = await newAccount(stack, 'sign-out-everywhere');
    const other = await cognitoTokensFor(stack, account.email, TEST_PASSWORD);
    expect((await api('GET', '/api/profile', { token: other.accessToken })).status).toBe(200);

    const ended = await api('POST', '/api/account/sign-out-everywhere', { token: other.accessToken });
    expect(ended).toMatchObject({ status: 200, body: { sessionsEndedAt: expect.any(Number) } });
    for (const token of [account.token, other.accessToken]) {
      expect(await api('GET', '/api/profile', { token })).toMatchObject({
        status: 401,
        body: { code: 'SESSION_REVOKED' },
      });
    }
    expect(await refreshError(other.refreshToken)).toBe('NotAuthorizedException');

    const fresh = await signInWith(stack, account.email, TEST_PASSWORD);
    expect((await api('GET', '/api/profile', { token: fresh })).status).toBe(200);
    // Not a password change: no e-mail.
    await drainStack(stack);
    expect(await passwordMails(account.email)).toEqual([]);
  });
});

describe('a password reset', () => {
  const codeIn = (text: string | undefined) => /(?:code is|código es): (\S+)/.exec(text ?? '')?.[1];

  it('ends every session of the account and says so by e-mail', async () => {
    const account = await newAccount(stack, 'reset-ends-sessions');
    const other = await cognitoTokensFor(stack, account.email, TEST_PASSWORD);
    const cognito = cognitoFor(stack);
    try {
      await cognito.send(new ForgotPasswordCommand({ ClientId: stack.userPool.clientId, Username: account.email }));
      const codeMail = await waitForMail(stack, account.email, (m) => m.subject.includes('reset code'));
      // Asking for a code ends nothing: anyone can ask.
      expect((await api('GET', '/api/profile', { token: account.token })).status).toBe(200);
      await cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId: stack.userPool.clientId,
          Username: account.email,
          ConfirmationCode: codeIn(codeMail.body.text),
          Password: NEW_PASSWORD,
        }),
      );
    } finally {
      cognito.destroy();
    }
    for (const token of [account.token, other.accessToken]) {
      expect(await api('GET', '/api/profile', { token })).toMatchObject({
        status: 401,
        body: { code: 'SESSION_REVOKED' },
      });
    }
    const fresh = await signInWith(stack, account.email, NEW_PASSWORD);
    expect((await api('GET', '/api/profile', { token: fresh })).status).toBe(200);
    const mail = await waitForMail(stack, account.email, (m) => m.subject === 'Your Lunia password was changed');
    expect(mail.body.text).toContain('reset with a code');
  });
});
