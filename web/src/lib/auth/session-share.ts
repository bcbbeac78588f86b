/**
 * Shares a session that is not remembered between the tabs of one browser session (issue 40 item 11,
 * docs/decisions/0110-session-shared-between-tabs.md). Without "remember me" Amplify keeps the tokens
 * in sessionStorage, which a new tab does not inherit: a link from an e-mail opened in a new tab asked
 * a just-registered person to sign in again. A new tab that holds no session asks the open tabs over a
 * BroadcastChannel (same origin only); a tab whose session is in sessionStorage answers with the
 * Amplify keys, which the new tab writes into its own sessionStorage. Nothing goes to localStorage, so
 * the session still ends when the browser's last tab closes.
 */

/** The tabs' channel; sign-outs travel on it too (sign-out-broadcast.ts). */
export const CHANNEL_NAME = 'lunia-session-share';
const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';
const LAST_AUTH_USER_SUFFIX = '.LastAuthUser';
/** How long a new tab waits for an answer; an open tab answers within a few milliseconds. */
export const SESSION_SHARE_WAIT_MS = 150;

type SessionEntries = Array<[string, string]>;

type ShareMessage = { type: 'request'; id: string } | { type: 'session'; id: string; entries: SessionEntries };

export interface ShareChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export function openChannel(): ShareChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
}

/** The Amplify keys of a signed-in user in this storage; empty when it holds no complete session. */
export function sessionEntries(storage: Storage): SessionEntries {
  const entries: SessionEntries = [];
  let signedIn = false;
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith(AMPLIFY_KEY_PREFIX)) continue;
    const value = storage.getItem(key);
    if (value === null) continue;
    if (key.endsWith(LAST_AUTH_USER_SUFFIX) && value) signedIn = true;
    entries.push([key, value]);
  }
  return signedIn ? entries : [];
}

function isShareMessage(data: unknown): data is ShareMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<ShareMessage>;
  if (typeof message.id !== 'string') return false;
  if (message.type === 'request') return true;
  return (
    message.type === 'session' &&
    Array.isArray(message.entries) &&
    message.entries.every(
      (entry) =>
        Array.isArray(entry) &&
        typeof entry[0] === 'string' &&
        entry[0].startsWith(AMPLIFY_KEY_PREFIX) &&
        typeof entry[1] === 'string',
    )
  );
}

/**
 * Answers other tabs' requests with this tab's not-remembered session (a remembered one is in
 * localStorage, which every tab reads already). Returns a function that stops answering.
 */
export function answerSessionRequests(
  storage: Storage = globalThis.sessionStorage,
  channel: ShareChannel | null = openChannel(),
): () => void {
  if (!channel) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if (!isShareMessage(event.data) || event.data.type !== 'request') return;
    const entries = sessionEntries(storage);
    if (entries.length > 0) channel.postMessage({ type: 'session', id: event.data.id, entries } satisfies ShareMessage);
  };
  channel.addEventListener('message', onMessage);
  return () => {
    channel.removeEventListener('message', onMessage);
    channel.close();
  };
}

/**
 * In a tab that holds no session: asks the open tabs for theirs and copies the first answer into this
 * tab's sessionStorage. Resolves whether a session was adopted (false after `waitMs` without answer).
 */
export function adoptSessionFromOpenTab(
  storage: Storage = globalThis.sessionStorage,
  channel: ShareChannel | null = openChannel(),
  waitMs = SESSION_SHARE_WAIT_MS,
): Promise<boolean> {
  if (!channel) return Promise.resolve(false);
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return new Promise((resolve) => {
    const finish = (adopted: boolean) => {
      clearTimeout(timer);
      channel.removeEventListener('message', onMessage);
      channel.close();
      resolve(adopted);
    };
    const onMessage = (event: MessageEvent) => {
      if (!isShareMessage(event.data) || event.data.type !== 'session' || event.data.id !== id) return;
      // A sign-in in this tab meanwhile wins over the copy.
      if (sessionEntries(storage).length === 0) {
        for (const [key, value] of event.data.entries) storage.setItem(key, value);
      }
      finish(true);
    };
    const timer = setTimeout(() => finish(false), waitMs);
    channel.addEventListener('message', onMessage);
    channel.postMessage({ type: 'request', id } satisfies ShareMessage);
  });
}
