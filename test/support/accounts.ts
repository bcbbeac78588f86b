/** Test helpers for accounts: register through the API (as the web does), sign in, read Cognito. */
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { skipRegistrationConfirmation } from './email-code';
import { type ApiResponse, apiClient, uniqueEmail } from './local-clients';
import type { StackInfo } from './stack-info';

export const TEST_PASSWORD = 'lunia-test1!';

export function cognitoFor(stack: StackInfo) {
  return new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: stack.urls.cognito,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Lucía',
  lastName: 'Rivera',
  email,
  password: TEST_PASSWORD,
  phone: '787-555-0199',
  accountType: 'pharmacist',
  ...overrides,
});

export interface CognitoTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/** The tokens of an e-mail/password through USER_PASSWORD_AUTH (as the web does locally). */
export async function cognitoTokensFor(stack: StackInfo, email: string, password: string): Promise<CognitoTokens> {
  const cognito = cognitoFor(stack);
  try {
    const { AuthenticationResult: result, ChallengeName } = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.userPool.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    if (!result?.AccessToken || !result.IdToken || !result.RefreshToken) {
      throw new Error(`No tokens for ${email}${ChallengeName ? ` (Cognito asks for ${ChallengeName})` : ''}`);
    }
    return { accessToken: result.AccessToken, idToken: result.IdToken, refreshToken: result.RefreshToken };
  } finally {
    cognito.destroy();
  }
}

/** Access token of an e-mail/password through USER_PASSWORD_AUTH (as the web does locally). */
export async function signInWith(stack: StackInfo, email: string, password: string): Promise<string> {
  return (await cognitoTokensFor(stack, email, password)).accessToken;
}

export interface TestAccount {
  email: string;
  userId: string;
  token: string;
}

/**
 * Registers `email` through POST /api/auth/register and confirms it with a code the test sets
 * (`skipRegistrationConfirmation`): usable at once, e-mail unproven. Returns the user id.
 */
export async function registerConfirmed(
  stack: StackInfo,
  email: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response: ApiResponse = await apiClient(stack)('POST', '/api/auth/register', {
    body: registration(email, overrides),
  });
  if (response.status !== 201) throw new Error(`register ${email}: ${response.status} ${response.text}`);
  return skipRegistrationConfirmation(stack, email, String(registration(email, overrides).password));
}

/** A fresh pharmacist, registered through POST /api/auth/register, confirmation skipped, and signed in. */
export async function newAccount(stack: StackInfo, label: string, overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail(label);
  const userId = await registerConfirmed(stack, email, overrides);
  return { email, userId, token: await signInWith(stack, email, TEST_PASSWORD) } satisfies TestAccount;
}

/** Whether Cognito knows a user (by e-mail). */
export async function cognitoUserExists(stack: StackInfo, email: string): Promise<boolean> {
  const cognito = cognitoFor(stack);
  try {
    await cognito.send(new AdminGetUserCommand({ UserPoolId: stack.userPool.id, Username: email }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return false;
    throw error;
  } finally {
    cognito.destroy();
  }
}
