import { afterEach, describe, expect, it } from 'vitest';
import { adoptSessionFromOpenTab, answerSessionRequests, sessionEntries } from './session-share';
import { announceSignOut } from './sign-out-broadcast';

/** A tab's sessionStorage. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const prefix = 'CognitoIdentityServiceProvider.client-1';
const signedIn = {
  [`${prefix}.LastAuthUser`]: 'user-1',
  [`${prefix}.user-1.accessToken`]: 'access',
  [`${prefix}.user-1.refreshToken`]: 'refresh',
  'lunia.other': 'not shared',
};

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function openTab(storage: Storage): Storage {
  stops.push(answerSessionRequests(storage, new BroadcastChannel('lunia-session-share')));
  return storage;
}

describe('session shared between tabs (issue 40 item 11)', () => {
  it('copies an open tab’s Amplify keys, and only those, into the new tab’s sessionStorage', async () => {
    openTab(memoryStorage(signedIn));
    const newTab = memoryStorage();
    await expect(adoptSessionFromOpenTab(newTab, new BroadcastChannel('lunia-session-share'))).resolves.toBe(true);
    expect(newTab.getItem(`${prefix}.LastAuthUser`)).toBe('user-1');
    expect(newTab.getItem(`${prefix}.user-1.refreshToken`)).toBe('refresh');
    expect(newTab.getItem('lunia.other')).toBeNull();
    expect(newTab.length).toBe(3);
  });

  it('adopts nothing when no open tab is signed in, after the wait', async () => {
    openTab(memoryStorage({ 'lunia.other': 'x', [`${prefix}.user-1.accessToken`]: 'left over' }));
    const newTab = memoryStorage();
    const started = Date.now();
    await expect(adoptSessionFromOpenTab(newTab, new BroadcastChannel('lunia-session-share'), 60)).resolves.toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(newTab.length).toBe(0);
  });

  it('keeps a sign-in made in the new tab meanwhile', async () => {
    openTab(memoryStorage(signedIn));
    const newTab = memoryStorage({ [`${prefix}.LastAuthUser`]: 'user-2' });
    await adoptSessionFromOpenTab(newTab, new BroadcastChannel('lunia-session-share'));
    expect(newTab.getItem(`${prefix}.LastAuthUser`)).toBe('user-2');
    expect(newTab.length).toBe(1);
  });

  it('reads a session only when a user is signed in', () => {
    expect(sessionEntries(memoryStorage(signedIn))).toHaveLength(3);
    expect(sessionEntries(memoryStorage({ [`${prefix}.LastAuthUser`]: '' }))).toEqual([]);
  });

  it('answers nothing to a sign-out another tab announces (sign-out-broadcast.ts)', async () => {
    openTab(memoryStorage(signedIn));
    const seen: unknown[] = [];
    const observer = new BroadcastChannel('lunia-session-share');
    observer.onmessage = (event) => seen.push(event.data);
    announceSignOut('user-1', new BroadcastChannel('lunia-session-share'));
    // A request, by contrast, is answered with the session: the open tab is listening.
    const newTab = memoryStorage();
    await expect(adoptSessionFromOpenTab(newTab, new BroadcastChannel('lunia-session-share'))).resolves.toBe(true);
    observer.close();
    expect(seen.map((message) => (message as { type: string }).type)).toEqual(['signed-out', 'request', 'session']);
  });
});
