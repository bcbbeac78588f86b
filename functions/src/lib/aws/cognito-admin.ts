/**
 * The Cognito admin calls of registration and profile edits, each one SigV4-signed JSON request
 * (the AWS JSON 1.1 protocol), signed by the SDK's own signer. With
 * `@aws-sdk/client-cognito-identity-provider` the registration function measured 286 KB, over the
 * 250 KB budget, for four calls whose shapes are small and stable (same lever as lib/ses.ts).
 *
 * Users are addressed by their `sub` (our user id), which Cognito accepts as the username of a
 * pool whose username attribute is the e-mail. Passwords are sent, never logged: errors carry the
 * Cognito error type and message only, and Cognito's messages never echo a password.
 */
import type { Language } from '@lunia/shared/domain/constants';
import { env } from '../env';
import { AwsCallError, awsJsonCall } from './aws-json-call';

/** A Cognito error: `name` is Cognito's error type (UsernameExistsException, ...). */
export { AwsCallError as CognitoError };

const call = <T = Record<string, unknown>>(operation: string, input: Record<string, unknown>) =>
  awsJsonCall<T>({
    service: 'cognito-idp',
    endpoint: env.endpoint('cognito') ?? `https://cognito-idp.${env.region}.amazonaws.com`,
    target: `AWSCognitoIdentityProviderService.${operation}`,
    jsonVersion: '1.1',
    input,
  });

interface AdminCreateUserOutput {
  User?: { Attributes?: { Name: string; Value?: string }[] };
}

/**
 * Creates a confirmed user with no invitation message; returns its sub. Called only once the address
 * is proven by the registration's e-mailed code (issue 38), so Cognito's `email_verified` is true,
 * and Cognito sends password-reset codes to it.
 */
export async function createCognitoUser(input: { email: string; language: Language }): Promise<string> {
  const { User } = await call<AdminCreateUserOutput>('AdminCreateUser', {
    UserPoolId: env.userPoolId,
    Username: input.email,
    MessageAction: 'SUPPRESS',
    UserAttributes: [
      { Name: 'email', Value: input.email },
      { Name: 'email_verified', Value: 'true' },
      // The language of Cognito-triggered e-mails (password reset), read by the custom e-mail sender.
      { Name: 'locale', Value: input.language },
    ],
  });
  const sub = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error('AdminCreateUser returned no sub');
  return sub;
}

export async function setPermanentPassword(userId: string, password: string): Promise<void> {
  await call('AdminSetUserPassword', {
    UserPoolId: env.userPoolId,
    Username: userId,
    Password: password,
    Permanent: true,
  });
}

export async function deleteCognitoUser(userId: string): Promise<void> {
  await call('AdminDeleteUser', { UserPoolId: env.userPoolId, Username: userId });
}

/**
 * The sign-in e-mail, marked verified: called only once the owner has typed back the code sent to
 * the new address (use-cases/account/confirm-email-verification.ts).
 */
export async function setCognitoEmail(userId: string, email: string): Promise<void> {
  await call('AdminUpdateUserAttributes', {
    UserPoolId: env.userPoolId,
    Username: userId,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
    ],
  });
}

/**
 * Disables the account and ends its sessions: AdminDisableUser (no new sign-in, no refresh), then
 * AdminUserGlobalSignOut (its refresh tokens are revoked). Access tokens already issued stay valid
 * until they expire: the API refuses them by the session policy (data/session-policy.ts).
 */
export async function disableCognitoUser(userId: string): Promise<void> {
  await call('AdminDisableUser', { UserPoolId: env.userPoolId, Username: userId });
  await call('AdminUserGlobalSignOut', { UserPoolId: env.userPoolId, Username: userId });
}

/**
 * Revokes every refresh token of the account (issue 38), after any change that ends all its sessions
 * (events/reactions/sign-out-in-cognito.ts). Access tokens live on until they expire: the API refuses
 * them by the session policy's `revokedBefore`.
 */
export async function signOutCognitoUser(userId: string): Promise<void> {
  await call('AdminUserGlobalSignOut', { UserPoolId: env.userPoolId, Username: userId });
}

export async function enableCognitoUser(userId: string): Promise<void> {
  await call('AdminEnableUser', { UserPoolId: env.userPoolId, Username: userId });
}

interface AdminGetUserOutput {
  UserMFASettingList?: string[];
  PreferredMfaSetting?: string;
}

/** Whether the account has a verified authenticator app (TOTP) that Cognito asks for at sign-in. */
export async function hasCognitoTotp(userId: string): Promise<boolean> {
  const user = await call<AdminGetUserOutput>('AdminGetUser', { UserPoolId: env.userPoolId, Username: userId });
  return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
}
