import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { destinationAfterSignIn, readSignInRedirectState } from '../../../lib/auth/redirect-state';
import { CheckingSession, SessionLoadFailed } from '../../../lib/auth/require-session';
import { useSession } from '../../../lib/auth/use-session';

/**
 * Pages for visitors who are not signed in (sign-in, register, password reset). A signed-in visitor —
 * including one who has just signed in here — goes to the page they came from, else their dashboard
 * (admins: /admin/dashboard).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  switch (session.status) {
    case 'loading':
      return <CheckingSession />;
    case 'authenticated':
      return <Navigate to={destinationAfterSignIn(readSignInRedirectState(location.state), session.isAdmin)} replace />;
    case 'error':
      return <SessionLoadFailed retry={session.retry} />;
    case 'unauthenticated':
      return children;
  }
}
