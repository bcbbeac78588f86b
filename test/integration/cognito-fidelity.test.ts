/**
 * The local Cognito behaves like Cognito where the product's security depends on it (issue 38): each
 * test names the Cognito documentation page it follows. cognito-local differs from Cognito here; the
 * local front applies Cognito's rule (infra/local/cognito-rules.ts) by the app client's settings, which
 * are the real client's (infra/lib/web-client-attributes.ts; infra/test/user-pool-client.suite.ts).
 */
import {
  AdminGetUserCommand,
  ConfirmForgotPasswordCommand,
  DeleteUserAttributesCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { cognitoFor, newAccount, TEST_PASSWORD } from '../support/accounts';
import { drainStack } from '../support/drain';
import { mailsTo, uniqueEmail } from '../support/local-clients';
import { sharedStack } from '../support/shared-stack';

const { stack } = sharedStack();
const cognito = cognitoFor(stack);
afterAll(() => cognito.destroy());

/** The Cognito error a call ends with (its name and message), or 'ok'. */
const outcome = (call: Promise<unknown>) =>
  call.then(
    () => ({ name: 'ok', message: '' }),
    (error: Error) => ({ name: error.name, message: error.message }),
  );
const signIn = (email: string, password: string) =>
  cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.userPool.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
const attributesOf = async (email: string) => {
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: stack.userPool.id, Username: email }));
  return Object.fromEntries((user.UserAttributes ?? []).map((attribute) => [attribute.Name, attribute.Value]));
};

describe('attribute write permissions', () => {
  it(
    'an app client writes only its writable attributes: `email` is refused, `locale` is written ' +
      '(https://docs.aws.amazon.com/cognito/latest/developerguide/user-pool-settings-attributes.html#user-pool-settings-attribute-permissions-and-scopes; ' +
      'API_UserPoolClientType.html, WriteAttributes)',
    async () => {
      const account = await newAccount(stack, 'fidelity-write');
      const other = uniqueEmail('fidelity-write-target');
      const refused = await outcome(
        cognito.send(
          new UpdateUserAttributesCommand({
            AccessToken: account.token,
            UserAttributes: [
              { Name: 'email', Value: other },
              { Name: 'locale', Value: 'es' },
            ],
          }),
        ),
      );
      expect(refused).toEqual({
        name: 'NotAuthorizedException',
        message: 'A client attempted to write unauthorized attribute',
      });
      const deleted = await outcome(
        cognito.send(new DeleteUserAttributesCommand({ AccessToken: account.token, UserAttributeNames: ['email'] })),
      );
      expect(deleted.name).toBe('NotAuthorizedException');
      expect(await attributesOf(account.email)).toMatchObject({ email: account.email, locale: 'en' });

      const allowed = await outcome(
        cognito.send(
          new UpdateUserAttributesCommand({
            AccessToken: account.token,
            UserAttributes: [{ Name: 'locale', Value: 'es' }],
          }),
        ),
      );
      expect(allowed.name).toBe('ok');
      expect(await attributesOf(account.email)).toMatchObject({ email: account.email, locale: 'es' });
    },
  );
});

describe('user existence errors prevented', () => {
  const unknown = uniqueEmail('fidelity-nobody');

  it(
    'ForgotPassword for an unknown user answers with a simulated CodeDeliveryDetails and sends nothing ' +
      '(https://docs.aws.amazon.com/cognito/latest/developerguide/cognito-user-pool-managing-errors.html, password recovery)',
    async () => {
      const answer = await cognito.send(
        new ForgotPasswordCommand({ ClientId: stack.userPool.clientId, Username: unknown }),
      );
      const [local = '', domain = ''] = unknown.split('@');
      expect(answer.CodeDeliveryDetails).toEqual({
        Destination: `${local[0]}***@${domain[0]}***`,
        DeliveryMedium: 'EMAIL',
        AttributeName: 'email',
      });
      await drainStack(stack);
      expect(await mailsTo(stack, unknown)).toEqual([]);
    },
  );

  it(
    'ConfirmForgotPassword for an unknown user fails as a wrong code, never UserNotFoundException ' +
      '(https://docs.aws.amazon.com/cognito/latest/developerguide/cognito-user-pool-managing-errors.html, password recovery)',
    async () => {
      const answer = await outcome(
        cognito.send(
          new ConfirmForgotPasswordCommand({
            ClientId: stack.userPool.clientId,
            Username: unknown,
            ConfirmationCode: '123456',
            Password: TEST_PASSWORD,
          }),
        ),
      );
      expect(answer.name).toBe('CodeMismatchException');
    },
  );

  it(
    'a sign-in as an unknown user fails as a wrong password does: NotAuthorizedException ' +
      '(https://docs.aws.amazon.com/cognito/latest/developerguide/cognito-user-pool-managing-errors.html, authentication)',
    async () => {
      const account = await newAccount(stack, 'fidelity-known');
      const [nobody, wrongPassword] = [
        await outcome(signIn(unknown, TEST_PASSWORD)),
        await outcome(signIn(account.email, 'not-the-password1!')),
      ];
      expect(nobody.name).toBe('NotAuthorizedException');
      expect(wrongPassword.name).toBe('NotAuthorizedException');
    },
  );
});

describe('unconfirmed users', () => {
  it(
    'an UNCONFIRMED user gets no tokens: UserNotConfirmedException with the right password, ' +
      'NotAuthorizedException with a wrong one ' +
      '(https://docs.aws.amazon.com/cognito-user-identity-pools/latest/APIReference/API_InitiateAuth.html, Errors; ' +
      'https://docs.aws.amazon.com/cognito/latest/developerguide/signing-up-users-in-your-app.html)',
    async () => {
      const email = uniqueEmail('fidelity-unconfirmed');
      await cognito.send(
        new SignUpCommand({
          ClientId: stack.userPool.clientId,
          Username: email,
          Password: TEST_PASSWORD,
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      );
      const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: stack.userPool.id, Username: email }));
      expect(user.UserStatus).toBe('UNCONFIRMED');
      expect((await outcome(signIn(email, TEST_PASSWORD))).name).toBe('UserNotConfirmedException');
      expect((await outcome(signIn(email, 'not-the-password1!'))).name).toBe('NotAuthorizedException');
    },
  );
});
