import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Retrying cannot fix these: the answer would be the same. */
function isFinalFailure(error: unknown): boolean {
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
