/**
 * Signing out ends the session in every tab of this browser (docs/decisions/0149-sign-out-reaches-every-tab.md).
 * A session that is not remembered is copied from tab to tab (session-share.ts), and a remembered one is
 * read from localStorage by every tab, so a sign-out in one tab left the others showing the portal and
 * calling the API with their copy until it expired. The tab that signs out says which user did, on the
 * tabs' channel; a tab holding that user's session, or none any more (a remembered one was in the
 * localStorage the sign-out cleared), ends its own and says why on /signin. A separate module from
 * session-share.ts, which public pages load: only the portal signs out.
 */
import { openChannel, type ShareChannel } from './session-share';

interface SignedOutMessage {
  type: 'signed-out';
  user: string;
}

function isSignedOutMessage(data: unknown): data is SignedOutMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<SignedOutMessage>;
  return message.type === 'signed-out' && typeof message.user === 'string' && message.user.length > 0;
}

/** Tells the other tabs of this browser that `user` signed out in this one. */
export function announceSignOut(user: string, channel: ShareChannel | null = openChannel()): void {
  if (!channel) return;
  channel.postMessage({ type: 'signed-out', user } satisfies SignedOutMessage);
  channel.close();
}

/**
 * Calls `onSignOut` with the user another tab says signed out; the caller decides whether that was this
 * tab's session. Returns a function that stops listening.
 */
export function listenForSignOutElsewhere(
  onSignOut: (user: string) => void,
  channel: ShareChannel | null = openChannel(),
): () => void {
  if (!channel) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if (isSignedOutMessage(event.data)) onSignOut(event.data.user);
  };
  channel.addEventListener('message', onMessage);
  return () => {
    channel.removeEventListener('message', onMessage);
    channel.close();
  };
}
