/**
 * The only module that talks to `aws-amplify/auth`: configuration, the token storage chosen by
 * "remember me", sign-in, sign-out, tokens and password reset. Loaded lazily with the auth feature,
 * never by a public page's first load.
 */
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  fetchAuthSession,
  resetPassword,
  type SignInOutput,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { defaultStorage, sessionStorage } from 'aws-amplify/utils';
import { type AuthConfig, loadAuthConfig } from './auth-config';
import { notifySessionHintChanged, storedTokenPersistence, type TokenPersistence } from './session-hint';

let configured: Promise<AuthConfig> | undefined;

function keepTokensIn(persistence: TokenPersistence): void {
  cognitoUserPoolsTokenProvider.setKeyValueStorage(persistence === 'session' ? sessionStorage : defaultStorage);
}

/** Configures Amplify once (a failed configuration load is retried on the next call). */
export function ensureAuthConfigured(): Promise<AuthConfig> {
  configured ??= loadAuthConfig().then(
    (config) => {
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: config.userPoolId,
            userPoolClientId: config.userPoolClientId,
            ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
            loginWith: { email: true },
          },
        },
      });
      // configure() points the token provider at localStorage; follow where this browser's session is.
      keepTokensIn(storedTokenPersistence() ?? 'local');
      return config;
    },
    (error: unknown) => {
      configured = undefined;
      throw error;
    },
  );
  return configured;
}

export class SignInIncompleteError extends Error {
  constructor(step: SignInOutput['nextStep']['signInStep']) {
    super(`Sign-in needs a further step: ${step}`);
    this.name = 'SignInIncompleteError';
  }
}

/**
 * Signs in with e-mail and password. `remember` keeps the tokens in localStorage; without it they go
 * to sessionStorage and the session ends with the tab. `totp`: the account has an authenticator app,
 * whose code completes the sign-in (confirmSignInWithTotp).
 */
export async function signInWithPassword(input: {
  email: string;
  password: string;
  remember: boolean;
}): Promise<'done' | 'totp'> {
  const config = await ensureAuthConfigured();
  // Amplify refuses to sign in over an existing session: end it here first (locally).
  if (storedTokenPersistence()) await signOut();
  keepTokensIn(input.remember ? 'local' : 'session');
  const result = await signIn({
    username: input.email.trim().toLowerCase(),
    password: input.password,
    options: { authFlowType: config.authFlow },
  });
  notifySessionHintChanged();
  if (result.isSignedIn) return 'done';
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'totp';
  throw new SignInIncompleteError(result.nextStep.signInStep);
}

/** The authenticator-app code of a sign-in that asked for one. */
export async function confirmSignInWithTotp(code: string): Promise<void> {
  const result = await confirmSignIn({ challengeResponse: code.trim() });
  notifySessionHintChanged();
  if (!result.isSignedIn) throw new SignInIncompleteError(result.nextStep.signInStep);
}

/** Starts enrolling an authenticator app: the secret and the otpauth:// address its QR code carries. */
export async function startTotpEnrolment(accountName: string): Promise<{ secret: string; uri: string }> {
  await ensureAuthConfigured();
  const setup = await setUpTOTP();
  return { secret: setup.sharedSecret, uri: setup.getSetupUri('Lunia', accountName).toString() };
}

/** Proves the app with its current code, then makes it the account's sign-in second step. */
export async function finishTotpEnrolment(code: string): Promise<void> {
  await ensureAuthConfigured();
  await verifyTOTPSetup({ code: code.trim() });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

/**
 * Spec §4 logout, for this device (issue 25): Amplify revokes this browser's refresh token at Cognito
 * and always clears the tokens. Every device at once is the API's `signOutEverywhere`.
 */
export async function signOutThisDevice(): Promise<void> {
  await ensureAuthConfigured();
  // Amplify's sign-out clears the tokens even when the server call fails.
  await signOut();
  notifySessionHintChanged();
}

/** Drops the tokens of this browser without a server call (an expired session). */
export async function forgetLocalSession(): Promise<void> {
  await ensureAuthConfigured();
  await signOut().catch(() => undefined);
  notifySessionHintChanged();
}

export interface AccessToken {
  value: string;
  expiresAt: number;
}

/**
 * The current access token, refreshed by Amplify when it has expired (or when `forceRefresh`). `null`
 * means there is no session or the refresh token was refused; a network failure rejects and leaves
 * the stored tokens alone.
 */
export async function currentAccessToken(options: { forceRefresh?: boolean } = {}): Promise<AccessToken | null> {
  await ensureAuthConfigured();
  const session = await fetchAuthSession(options.forceRefresh ? { forceRefresh: true } : {});
  const token = session.tokens?.accessToken;
  if (!token) return null;
  return { value: token.toString(), expiresAt: (token.payload.exp ?? 0) * 1000 };
}

/** Sends the reset code to the e-mail address (Cognito ForgotPassword). */
export async function requestPasswordResetCode(email: string): Promise<void> {
  await ensureAuthConfigured();
  await resetPassword({ username: email.trim().toLowerCase() });
}

export async function confirmPasswordReset(input: { email: string; code: string; newPassword: string }) {
  await ensureAuthConfigured();
  await confirmResetPassword({
    username: input.email.trim().toLowerCase(),
    confirmationCode: input.code.trim(),
    newPassword: input.newPassword,
  });
}
