import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Retrying cannot fix these (a refusal, an unknown item): the answer would be the same. */
export function isFinalFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The one TanStack Query client of the app. It is a module singleton so that the lazily loaded parts
 * (the header's account menu, the sign-in pages, the portal) share one cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => !isFinalFailure(error) && failureCount < 2,
      refetchOnWindowFocus: true,
    },
    mutations: { retry: false },
  },
});

/**
 * How long the table stream usually takes to move the counters after a change (docs/architecture.md:
 * counters are kept by the stream consumer, a moment after the write).
 */
export const COUNTERS_SETTLE_MS = 2_000;

/**
 * A change moved items and, a moment later, the counters the stream keeps: `refresh` (an entity's cache
 * update) runs at once (the lists are already right) and once more when the counters have settled, so a
 * count shown beside a list does not stay behind it (an approved document left "Pending Review 1").
 */
export function refreshWithCounters(refresh: () => Promise<unknown>): Promise<unknown> {
  setTimeout(() => void refresh(), COUNTERS_SETTLE_MS);
  return refresh();
}
