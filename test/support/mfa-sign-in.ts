/**
 * Signing in as an account with an authenticator app (issue 38: admin trust is per session, so an admin
 * signs in again with a code after enrolling): the password step, then Cognito's SOFTWARE_TOKEN_MFA
 * challenge answered with the app's current code.
 */
import {
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { type CognitoTokens, cognitoFor, TEST_PASSWORD } from './accounts';
import type { StackInfo } from './stack-info';
import { totpCode } from './totp';

/** Enrols an authenticator app in Cognito as the web does (setUpTOTP, verifyTOTPSetup, updateMFAPreference); returns its secret. */
export async function enrolAuthenticatorInCognito(stack: StackInfo, accessToken: string): Promise<string> {
  const cognito = cognitoFor(stack);
  try {
    const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
    const secret = SecretCode ?? '';
    await cognito.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(secret) }));
    await cognito.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    return secret;
  } finally {
    cognito.destroy();
  }
}

/** The tokens of a sign-in with the password and the authenticator app's code. */
export async function signInWithAuthenticator(
  stack: StackInfo,
  email: string,
  secret: string,
  password = TEST_PASSWORD,
): Promise<CognitoTokens> {
  const cognito = cognitoFor(stack);
  try {
    const first = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.userPool.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    if (first.ChallengeName !== 'SOFTWARE_TOKEN_MFA') throw new Error(`No code asked of ${email}`);
    const second = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: stack.userPool.clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: first.Session,
        ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret) },
      }),
    );
    const result = second.AuthenticationResult;
    if (!result?.AccessToken || !result.IdToken || !result.RefreshToken) throw new Error(`No tokens for ${email}`);
    return { accessToken: result.AccessToken, idToken: result.IdToken, refreshToken: result.RefreshToken };
  } finally {
    cognito.destroy();
  }
}

/** A refresh with REFRESH_TOKEN_AUTH: the new access token, or Cognito's error as `Name: message`. */
export async function refreshWith(
  stack: StackInfo,
  refreshToken: string,
): Promise<{ accessToken?: string; error?: string }> {
  const cognito = cognitoFor(stack);
  try {
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: stack.userPool.clientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    return { accessToken: AuthenticationResult?.AccessToken ?? '' };
  } catch (error) {
    return { error: `${(error as Error).name}: ${(error as Error).message}` };
  } finally {
    cognito.destroy();
  }
}

/** The claims of a JWT (not verified: the tests read what they were given). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}
