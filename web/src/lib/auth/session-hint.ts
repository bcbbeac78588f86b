/**
 * Whether this browser may hold a signed-in session, answered synchronously from the keys Amplify
 * writes (`CognitoIdentityServiceProvider.<clientId>.LastAuthUser`) without loading Amplify. Public
 * pages use it to decide whether to load the session code at all; it is a hint, never a permission.
 */
import { useSyncExternalStore } from 'react';

const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';
const LAST_AUTH_USER_SUFFIX = '.LastAuthUser';

/** Where the tokens are kept: `local` survives the browser (remember me), `session` ends with the tab. */
export type TokenPersistence = 'local' | 'session';

function holdsSignedInUser(storage: Storage | undefined): boolean {
  if (!storage) return false;
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(AMPLIFY_KEY_PREFIX) && key.endsWith(LAST_AUTH_USER_SUFFIX) && storage.getItem(key)) {
        return true;
      }
    }
  } catch {
    // Storage unavailable (private mode, disabled): nobody is remembered.
  }
  return false;
}

/** The storage that holds a signed-in user, if any; the session storage wins (it is the newer sign-in). */
export function storedTokenPersistence(): TokenPersistence | null {
  if (holdsSignedInUser(globalThis.sessionStorage)) return 'session';
  if (holdsSignedInUser(globalThis.localStorage)) return 'local';
  return null;
}

export function mightBeSignedIn(): boolean {
  return storedTokenPersistence() !== null;
}

const listeners = new Set<() => void>();

/** Tells this tab's subscribers that a sign-in or sign-out changed the stored keys. */
export function notifySessionHintChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes localStorage and fires `storage` here.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Re-renders when this tab or another one signs in or out. */
export function useMightBeSignedIn(): boolean {
  return useSyncExternalStore(subscribe, mightBeSignedIn, () => false);
}
