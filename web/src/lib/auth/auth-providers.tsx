import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../query-client';
import './session-i18n';

/**
 * What every lazily loaded signed-in part needs: the shared query client (and the session strings).
 * Each lazy island wraps itself in it; they share one cache because the client is a singleton.
 */
export function AuthProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
