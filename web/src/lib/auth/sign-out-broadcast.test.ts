import { afterEach, describe, expect, it } from 'vitest';
import { CHANNEL_NAME } from './session-share';
import { announceSignOut, listenForSignOutElsewhere } from './sign-out-broadcast';

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('a sign-out reaches the other tabs (docs/decisions/0149-sign-out-reaches-every-tab.md)', () => {
  it('tells the listening tabs which user signed out, and nothing else that travels on the channel', async () => {
    const heard: string[] = [];
    for (let tab = 0; tab < 2; tab++) {
      stops.push(
        listenForSignOutElsewhere((user) => heard.push(`tab ${tab}: ${user}`), new BroadcastChannel(CHANNEL_NAME)),
      );
    }
    const other = new BroadcastChannel(CHANNEL_NAME);
    other.postMessage({ type: 'signed-out' });
    other.postMessage({ type: 'signed-out', user: '' });
    other.postMessage({ type: 'request', id: 'r-1' });
    other.postMessage('signed-out');
    other.close();
    announceSignOut('user-1', new BroadcastChannel(CHANNEL_NAME));
    await expect.poll(() => heard.sort()).toEqual(['tab 0: user-1', 'tab 1: user-1']);
  });

  it('stops listening when told to', async () => {
    const heard: string[] = [];
    const stop = listenForSignOutElsewhere((user) => heard.push(user), new BroadcastChannel(CHANNEL_NAME));
    const still: string[] = [];
    stops.push(listenForSignOutElsewhere((user) => still.push(user), new BroadcastChannel(CHANNEL_NAME)));
    stop();
    announceSignOut('user-2', new BroadcastChannel(CHANNEL_NAME));
    await expect.poll(() => still).toEqual(['user-2']);
    expect(heard).toEqual([]);
  });
});
