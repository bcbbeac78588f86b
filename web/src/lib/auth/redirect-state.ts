import type { Location } from 'react-router';
import { paths } from '../../paths';
import { SESSION_ENDS, type SessionEnd } from './session-end';

/** What /signin is told by the page that sent the visitor there. */
export interface SignInRedirectState {
  /** The address to return to after signing in (router path with query and hash). */
  from?: string;
  /** The session ended because its refresh was refused: show the spec's "Authentication expired" message. */
  expired?: boolean;
  /**
   * The session was ended: the account was disabled, its sessions revoked, it was inactive too long, an
   * admin session reached its 12 hours, or an authenticator app was just set up (sign in with its code).
   */
  endedBy?: SessionEnd;
  /** The address to prefill (a registration just confirmed, or an invitation's address). */
  email?: string;
}

export function readSignInRedirectState(state: unknown): SignInRedirectState {
  if (!state || typeof state !== 'object') return {};
  const { from, expired, endedBy, email } = state as Record<string, unknown>;
  return {
    ...(typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? { from } : {}),
    ...(expired === true ? { expired: true } : {}),
    ...(SESSION_ENDS.includes(endedBy as SessionEnd) ? { endedBy: endedBy as SessionEnd } : {}),
    ...(typeof email === 'string' && email.includes('@') ? { email } : {}),
  };
}

export const addressOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

/** After sign-in: the page the visitor came from, else the admin dashboard for admins, else /dashboard. */
export function destinationAfterSignIn(state: SignInRedirectState, isAdmin: boolean): string {
  const authPages: string[] = [paths.signIn, paths.register, paths.confirmRegistration, paths.forgotPassword];
  if (state.from && !authPages.includes(state.from.split(/[?#]/)[0] ?? '')) return state.from;
  return isAdmin ? paths.adminDashboard : paths.dashboard;
}
