/** Test helpers for accounts: register through the API (as the web does), sign in, read Cognito. */
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { accountRoutes } from '@lunia/shared/api/routes/account';
import { createRegisteredAccount } from '../../functions/src/use-cases/steps/registration-account';
import { registrationOf, registrationRequestOf } from '../../functions/src/use-cases/steps/registration-request';
import { asFixtureAccount, skipRegistrationConfirmation } from './email-code';
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

/**
 * The account a confirmed registration of `email` becomes, made by the step the confirmation runs
 * (`createRegisteredAccount`: the Cognito user with its password, then the profile with its e-mail and
 * LUNIA ID claims and its session policy in one transaction), from a body POST /api/auth/register
 * accepts (read with the route's own schema, so a fixture cannot hold what registration refuses). The
 * round trips before it (the waiting registration, the mailed code, the confirmation, and their scrypt
 * hashes) are registration's own story, which register.test.ts, `registerConfirmed` and the browser
 * journeys tell; a fixture account skips them (record 0123). Then, as fixtures have always had it:
 * usable, its e-mail unproven (`proveEmailOf` proves it), no code sent. Returns the user id.
 *
 * The account is made by the functions code in this process, which the stack's environment points at
 * its emulators (the runners' workers inherit it; an own stack sets it), so `stack` must be that one.
 */
export async function createConfirmedAccount(
  stack: StackInfo,
  email: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  if (process.env.ENDPOINT_DYNAMODB !== stack.env.ENDPOINT_DYNAMODB || process.env.USER_POOL_ID !== stack.userPool.id) {
    throw new Error(
      'createConfirmedAccount: this process is not pointed at that stack (its environment names another)',
    );
  }
  const requested = registrationOf(accountRoutes.registerUser.body.parse(registration(email, overrides)));
  const now = new Date();
  // No password is entered with a code here, so the request's hash, which only the confirmation reads, stays empty.
  const profile = await createRegisteredAccount({
    request: registrationRequestOf(requested, '', now),
    password: requested.password,
    now,
  });
  await asFixtureAccount(stack, profile.id);
  return profile.id;
}

const signedIn = async (stack: StackInfo, email: string, userId: string): Promise<TestAccount> => ({
  email,
  userId,
  token: await signInWith(stack, email, TEST_PASSWORD),
});

/** A fresh pharmacist, made as a confirmed registration makes one (`createConfirmedAccount`), and signed in. */
export async function newAccount(stack: StackInfo, label: string, overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail(label);
  return signedIn(stack, email, await createConfirmedAccount(stack, email, overrides));
}

/**
 * A fresh pharmacist made through the registration itself (POST /api/auth/register, the code,
 * POST /api/auth/register/confirm; `registerConfirmed`), and signed in: for a test that reads what
 * registration leaves behind (its code e-mail, its waiting requests), which `newAccount` skips.
 */
export async function registeredAccount(stack: StackInfo, label: string, overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail(label);
  return signedIn(stack, email, await registerConfirmed(stack, email, overrides));
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
