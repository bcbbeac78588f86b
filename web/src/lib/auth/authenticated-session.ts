import { createContext, useContext } from 'react';
import type { Session } from './use-session';

export type AuthenticatedSession = Extract<Session, { status: 'authenticated' }>;

/** Provided by `RequireSession` (components/session/require-session.tsx) once the session is verified. */
export const AuthenticatedSessionContext = createContext<AuthenticatedSession | null>(null);

/** The signed-in user of a page rendered inside `RequireSession`. */
export function useAuthenticatedSession(): AuthenticatedSession {
  const session = useContext(AuthenticatedSessionContext);
  if (!session) throw new Error('useAuthenticatedSession is used outside RequireSession');
  return session;
}
