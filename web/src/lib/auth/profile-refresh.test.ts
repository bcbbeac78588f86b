import { focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authenticatedRequest } from './authenticated-request';
import { profileQueryOptions } from './get-profile';

vi.mock('./authenticated-request', () => ({ authenticatedRequest: vi.fn(async () => ({ user: {}, orgs: [] })) }));
const profileReads = vi.mocked(authenticatedRequest);

let client: QueryClient;

/** The dashboard (or any page reading the profile) mounts, waits for its read, and unmounts. */
async function mountDashboard() {
  const observer = new QueryObserver(client, profileQueryOptions());
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.advanceTimersByTimeAsync(0);
  unsubscribe();
}

beforeEach(() => {
  vi.useFakeTimers();
  profileReads.mockClear();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.mount(); // as QueryClientProvider does: the client hears the tab's focus
});
afterEach(() => {
  client.unmount();
  client.clear();
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('the dashboard refreshes the user at most every 30 s (portal spec §4 and §9)', () => {
  it('coming back to the dashboard reads the profile again only once 30000 ms have passed', async () => {
    await mountDashboard();
    expect(profileReads).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29_999);
    await mountDashboard();
    expect(profileReads).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await mountDashboard();
    expect(profileReads).toHaveBeenCalledTimes(2);
  });

  it('returning to the tab reads it again only once 30000 ms have passed', async () => {
    const observer = new QueryObserver(client, profileQueryOptions());
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(profileReads).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(29_999);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(profileReads).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(profileReads).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
