/**
 * Whether this browser holds a usable Cognito session (spec §4 session), and what keeps it alive:
 * the proactive refresh (< 5 min before expiry, every 23 h, when the page becomes visible) and the
 * single refresh a 401 triggers. The profile, which completes "authenticated", is server state
 * (see get-profile.ts).
 */
import { TOKEN_PERIODIC_REFRESH_MS, TOKEN_REFRESH_THRESHOLD_MS } from '@lunia/shared/domain/constants';
import { useSyncExternalStore } from 'react';
import { queryClient } from '../query-client';
import { clearActiveOrganization } from './active-organization';
import {
  type AccessToken,
  confirmSignInWithTotp,
  currentAccessToken,
  forgetLocalSession,
  signInWithPassword,
  signOutThisDevice,
} from './amplify-auth';
import type { SessionEnd } from './session-end';
import { mightBeSignedIn, storedSignedInUser, storedTokenPersistence } from './session-hint';
import { announceSignOut, listenForSignOutElsewhere } from './sign-out-broadcast';

export type TokenStatus = 'checking' | 'signedIn' | 'signedOut';

export type { SessionEnd } from './session-end';

export interface TokenState {
  status: TokenStatus;
  /** The last session ended because its refresh was refused (not by signing out). */
  expired: boolean;
  /** Set when an administrator ended it: the account was disabled, or its sessions revoked. */
  endedBy?: SessionEnd;
}

let state: TokenState = { status: mightBeSignedIn() ? 'checking' : 'signedOut', expired: false };
const listeners = new Set<() => void>();

function setState(next: TokenState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function tokenState(): TokenState {
  return state;
}

export function useTokenState(): TokenState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tokenState,
    tokenState,
  );
}

let started = false;
let listening = false;

/**
 * Signing out in another tab ends this tab's copy of that session too (sign-out-broadcast.ts); a tab
 * signed in as someone else keeps its own. From the first session check or sign-in of the page on.
 */
function listenForSignOutInOtherTabs(): void {
  if (listening) return;
  listening = true;
  listenForSignOutElsewhere((user) => {
    const mine = storedSignedInUser();
    if (mine === null || mine === user) void expireSession('signedOutElsewhere');
  });
}

/** Checks the stored session once per page load; the components that need a session call it. */
export function startSession(): void {
  if (started) return;
  started = true;
  listenForSignOutInOtherTabs();
  if (!mightBeSignedIn()) {
    setState({ status: 'signedOut', expired: false });
    return;
  }
  // A session adopted from another tab after this module loaded (session-share.ts).
  if (state.status === 'signedOut' && !state.expired) setState({ status: 'checking', expired: false });
  currentAccessToken().then(
    (token) => {
      if (token) becomeSignedIn();
      else void expireSession();
    },
    // Offline or the pool unreachable: keep the stored session; the profile call will say what is wrong.
    () => becomeSignedIn(),
  );
}

function becomeSignedIn(): void {
  setState({ status: 'signedIn', expired: false });
  startRefreshLoop();
}

/**
 * Signs in; `totp` means the password was right and the account's authenticator-app code is asked for
 * next (confirmTotpSignIn).
 */
export async function signIn(input: { email: string; password: string; remember: boolean }): Promise<'done' | 'totp'> {
  const step = await signInWithPassword(input);
  if (step === 'totp') return step;
  completeSignIn();
  return 'done';
}

/**
 * After a password change ended every session (issue 25): this browser signs in again with the new
 * password, where its tokens were kept ("remember me" or not). `totp`: the account asks for its
 * authenticator-app code, which only the sign-in page can take, so the session ends and says why.
 */
export async function signInAgain(email: string, password: string): Promise<'done' | 'totp'> {
  const step = await signIn({ email, password, remember: storedTokenPersistence() !== 'session' });
  if (step === 'totp') await expireSession('revoked');
  return step;
}

export async function confirmTotpSignIn(code: string): Promise<void> {
  await confirmSignInWithTotp(code);
  completeSignIn();
}

function completeSignIn(): void {
  queryClient.removeQueries();
  started = true;
  listenForSignOutInOtherTabs();
  becomeSignedIn();
}

/**
 * Spec §4 logout of this device (its refresh token is revoked), then always clear tokens, cached data
 * and the active organization, and tell the browser's other tabs, which end their copy of the session.
 * Every device at once: the API's signOutEverywhere, then this.
 */
export async function signOut(): Promise<void> {
  const user = storedSignedInUser();
  try {
    await signOutThisDevice();
  } finally {
    clearActiveOrganization();
    setState({ status: 'signedOut', expired: false });
    queryClient.removeQueries();
    if (user) announceSignOut(user);
  }
}

/**
 * The refresh token was refused, or the API ended the session (`endedBy`): clear everything; the portal
 * then sends the user to /signin, which says why.
 */
export async function expireSession(endedBy?: SessionEnd): Promise<void> {
  if (state.status === 'signedOut') return;
  clearActiveOrganization();
  setState({ status: 'signedOut', expired: true, ...(endedBy ? { endedBy } : {}) });
  await forgetLocalSession();
  queryClient.removeQueries();
}

let refreshing: Promise<AccessToken | null> | undefined;

/**
 * One forced refresh shared by every caller that asks at the same time. Resolves `null` (and expires
 * the session) when Cognito refuses the refresh token; rejects on a network failure, which does not
 * sign the user out.
 */
export function refreshAccessToken(): Promise<AccessToken | null> {
  refreshing ??= currentAccessToken({ forceRefresh: true })
    .then((token) => {
      if (!token) void expireSession();
      return token;
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/** The access token for a request; `null` when there is no session (it is then expired). */
export async function accessTokenForRequest(): Promise<AccessToken | null> {
  const token = await currentAccessToken();
  if (!token && state.status !== 'signedOut') void expireSession();
  return token;
}

async function refreshIfExpiringSoon(): Promise<void> {
  if (state.status !== 'signedIn') return;
  try {
    const token = await currentAccessToken();
    if (!token) {
      await expireSession();
      return;
    }
    if (token.expiresAt - Date.now() < TOKEN_REFRESH_THRESHOLD_MS) await refreshAccessToken();
  } catch {
    // Offline: keep the session and try again at the next check.
  }
}

const EXPIRY_CHECK_INTERVAL_MS = 60_000;
let refreshLoopStarted = false;

function startRefreshLoop(): void {
  if (refreshLoopStarted || typeof window === 'undefined') return;
  refreshLoopStarted = true;
  window.setInterval(() => void refreshIfExpiringSoon(), EXPIRY_CHECK_INTERVAL_MS);
  window.setInterval(() => {
    if (state.status === 'signedIn') refreshAccessToken().catch(() => undefined);
  }, TOKEN_PERIODIC_REFRESH_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refreshIfExpiringSoon();
  });
}
