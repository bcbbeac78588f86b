import { ConfirmForgotPasswordCommand, ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { cognitoFor, newAccount, signInWith, TEST_PASSWORD } from '../support/accounts';
import { apiClient, waitForMail } from '../support/local-clients';

const stack = inject('stack');
const api = apiClient(stack);

/**
 * The forgot-password flow as Amplify drives it (ForgotPassword, ConfirmForgotPassword against the
 * Cognito endpoint): the code travels Cognito → CustomEmailSender trigger (KMS-encrypted) → mail
 * queue → mail worker → SES, and is read from the local mail store like a person reads the e-mail.
 * Codes travel on the auth mail queue, with its own worker, so form mail cannot delay them (issue 13):
 * that a code overtakes a flood of form mail is timed on a stack of its own (./own-stack.test.ts), where
 * no other file's mail shares the queues. The code's language is the profile's e-mail language, which
 * the person may change on /account after registering.
 */
describe('password reset by e-mail code', () => {
  const codeIn = (text: string | undefined) => /(?:code is|código es): (\S+)/.exec(text ?? '')?.[1];

  it('e-mails the code in the account’s language; the code sets a new password', async () => {
    const account = await newAccount(stack, 'reset-es', { language: 'es' });
    const cognito = cognitoFor(stack);
    try {
      await cognito.send(new ForgotPasswordCommand({ ClientId: stack.userPool.clientId, Username: account.email }));
      const mail = await waitForMail(stack, account.email, (m) => m.subject.includes('restablecer'));
      expect(mail.subject).toBe('Su código para restablecer la contraseña de Lunia');
      const code = codeIn(mail.body.text);
      expect(code).toMatch(/^\w{4,}$/);

      const newPassword = 'new-secret9?';
      await cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId: stack.userPool.clientId,
          Username: account.email,
          ConfirmationCode: code,
          Password: newPassword,
        }),
      );
      expect(await signInWith(stack, account.email, newPassword)).toEqual(expect.any(String));
      await expect(signInWith(stack, account.email, TEST_PASSWORD)).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      });
    } finally {
      cognito.destroy();
    }
  });

  it('e-mails the code in the e-mail language chosen on /account after registering in English', async () => {
    const account = await newAccount(stack, 'reset-chosen-es');
    const emails = {
      inviteAccepted: true,
      earlyExpiryReminders: true,
      teamDocumentDecisions: true,
      documentReminders: true,
      ceReminders: true,
    };
    const chosen = await api('PUT', '/api/account/notification-preferences', {
      token: account.token,
      body: { language: 'es', emails },
    });
    expect(chosen.status, chosen.text).toBe(200);
    const cognito = cognitoFor(stack);
    try {
      await cognito.send(new ForgotPasswordCommand({ ClientId: stack.userPool.clientId, Username: account.email }));
      const mail = await waitForMail(stack, account.email, (m) => /restablecer|reset/.test(m.subject));
      expect(mail.subject).toBe('Su código para restablecer la contraseña de Lunia');
      expect(mail.body.html).toContain('<html lang="es"');
    } finally {
      cognito.destroy();
    }
  });

  it('writes English by default and refuses a wrong code', async () => {
    const account = await newAccount(stack, 'reset-en');
    const cognito = cognitoFor(stack);
    try {
      await cognito.send(new ForgotPasswordCommand({ ClientId: stack.userPool.clientId, Username: account.email }));
      const mail = await waitForMail(stack, account.email, (m) => m.subject.includes('reset'));
      expect(mail.subject).toBe('Your Lunia password reset code');
      expect(mail.body.html).toContain('<html lang="en"');
      const code = codeIn(mail.body.text) ?? '';
      await expect(
        cognito.send(
          new ConfirmForgotPasswordCommand({
            ClientId: stack.userPool.clientId,
            Username: account.email,
            ConfirmationCode: `${code}x`,
            Password: 'other-secret9?',
          }),
        ),
      ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    } finally {
      cognito.destroy();
    }
  });
});
