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

/** The user Amplify keeps signed in in this storage (its `LastAuthUser`), or null. */
function signedInUserIn(storage: Storage | undefined): string | null {
  if (!storage) return null;
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(AMPLIFY_KEY_PREFIX) || !key.endsWith(LAST_AUTH_USER_SUFFIX)) continue;
      const user = storage.getItem(key);
      if (user) return user;
    }
  } catch {
    // Storage unavailable (private mode, disabled): nobody is remembered.
  }
  return null;
}

const holdsSignedInUser = (storage: Storage | undefined) => signedInUserIn(storage) !== null;

/** The signed-in user this tab's stored tokens belong to (the session storage's first), or null. */
export function storedSignedInUser(): string | null {
  return signedInUserIn(globalThis.sessionStorage) ?? signedInUserIn(globalThis.localStorage);
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
