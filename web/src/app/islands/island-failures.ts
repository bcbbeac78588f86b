import { useSyncExternalStore } from 'react';

/**
 * The islands of a prerendered page whose code did not arrive (src/islands.tsx), and how often Retry
 * has failed since: the page recovery island (app/shell/page-recovery.tsx) says so with Retry, then
 * Reload, so a form is never left looking ready while it cannot work. Nothing here in the SPA: its
 * pages report a failed download through their error boundaries.
 */
export interface IslandFailures {
  /** Islands waiting for their code (0: nothing to say). */
  count: number;
  /** Retry has already failed at least once: Reload is offered first. */
  repeated: boolean;
}

const retries = new Map<HTMLElement, () => Promise<void>>();
let snapshot: IslandFailures = { count: 0, repeated: false };
const listeners = new Set<() => void>();

function publish(repeated: boolean): void {
  snapshot = { count: retries.size, repeated };
  for (const listener of listeners) listener();
}

/** An island's code failed to download; `retry` tries again and reports again if it fails. */
export function reportIslandFailure(marker: HTMLElement, retry: () => Promise<void>): void {
  retries.set(marker, retry);
  publish(snapshot.repeated);
}

/** Retry: downloads every failed island's code again; the islands that fail again stay listed. */
export async function retryFailedIslands(): Promise<void> {
  const pending = [...retries.values()];
  retries.clear();
  await Promise.all(pending.map((retry) => retry()));
  publish(retries.size > 0);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const none: IslandFailures = { count: 0, repeated: false };

export function useIslandFailures(): IslandFailures {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => none,
  );
}
