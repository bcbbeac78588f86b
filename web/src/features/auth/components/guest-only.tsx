import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { CheckingSession, SessionLoadFailed } from '../../../components/session/require-session';
import { apiErrorCode } from '../../../lib/api-error-message';
import { destinationAfterSignIn, readSignInRedirectState } from '../../../lib/auth/redirect-state';
import { useSession } from '../../../lib/auth/use-session';
import { ContinueToConfirmation } from './continue-to-confirmation';

/**
 * Pages for visitors who are not signed in (sign-in, register, password reset). A signed-in visitor —
 * including one who has just signed in here — goes to the page they came from, else their dashboard
 * (admins: /admin/dashboard). One whose account still waits for its e-mail code goes to the confirm step.
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
      // An account still waiting for its e-mail code (issue 25) continues on the confirm step.
      if (apiErrorCode(session.error) === 'EMAIL_NOT_CONFIRMED') return <ContinueToConfirmation />;
      return <SessionLoadFailed retry={session.retry} />;
    case 'unauthenticated':
      return children;
  }
}
