import { ConfirmForgotPasswordCommand, ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetQueueAttributesCommand, SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, inject, it } from 'vitest';
import { cognitoFor, newAccount, signInWith, TEST_PASSWORD } from '../support/accounts';
import { waitForMail } from '../support/local-clients';

const stack = inject('stack');

/**
 * The forgot-password flow as Amplify drives it (ForgotPassword, ConfirmForgotPassword against the
 * Cognito endpoint): the code travels Cognito → CustomEmailSender trigger (KMS-encrypted) → mail
 * queue → mail worker → SES, and is read from the local mail store like a person reads the e-mail.
 * Codes travel on the auth mail queue, with its own worker, so form mail cannot delay them (issue 13).
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

  it('arrives while the form mail queue is still stuffed: codes have their own queue and worker', async () => {
    const sqs = new SQSClient({
      region: 'us-east-1',
      endpoint: stack.env.ENDPOINT_SQS,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const waitingOnMailQueue = async () => {
      const { Attributes } = await sqs.send(
        new GetQueueAttributesCommand({
          QueueUrl: stack.env.MAIL_QUEUE_URL,
          AttributeNames: ['ApproximateNumberOfMessages'],
        }),
      );
      return Number(Attributes?.ApproximateNumberOfMessages ?? 0);
    };
    const account = await newAccount(stack, 'reset-flood');
    const cognito = cognitoFor(stack);
    try {
      // A flood of form acknowledgements, as a bot hammering the forms would cause.
      const run = Date.now().toString(36);
      for (let batch = 0; batch < 15; batch++) {
        await sqs.send(
          new SendMessageBatchCommand({
            QueueUrl: stack.env.MAIL_QUEUE_URL,
            Entries: Array.from({ length: 10 }, (_, i) => ({
              Id: `m${i}`,
              MessageBody: JSON.stringify({
                template: 'contact-message-received',
                to: `flood-${run}-${batch * 10 + i}@example.com`,
                language: 'en',
                data: {},
                dedupeKey: `flood#${run}#${batch * 10 + i}`,
              }),
            })),
          }),
        );
      }
      expect(await waitingOnMailQueue()).toBeGreaterThan(80);
      const asked = Date.now();
      await cognito.send(new ForgotPasswordCommand({ ClientId: stack.userPool.clientId, Username: account.email }));
      await waitForMail(stack, account.email, (m) => m.subject.includes('reset'), 10_000);
      // On one queue the code would have waited for the whole flood; here it overtook most of it.
      expect(await waitingOnMailQueue()).toBeGreaterThan(30);
      expect(Date.now() - asked).toBeLessThan(10_000);
      // Let the flood drain so the next test file's mail is not stuck behind it.
      await expect.poll(waitingOnMailQueue, { timeout: 45_000, interval: 500 }).toBe(0);
    } finally {
      cognito.destroy();
      sqs.destroy();
    }
  }, 90_000);
});
