/**
 * The confirm step after registering or signing in unconfirmed (issue 25): what the pages pass it in
 * the router's state (the address, and where the visitor is headed afterwards), never the password.
 */
import { readSignInRedirectState, type SignInRedirectState } from '../../../lib/auth/redirect-state';

/** The server's 60-second wait between two codes (domain/account/email-verification.ts). */
export const EMAIL_CODE_RESEND_SECONDS = 60;

export interface ConfirmStepState extends SignInRedirectState {
  email: string;
}

export function readConfirmStepState(state: unknown): ConfirmStepState | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const { email } = state as Record<string, unknown>;
  if (typeof email !== 'string' || !email.includes('@')) return undefined;
  return { ...readSignInRedirectState(state), email };
}
