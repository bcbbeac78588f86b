/**
 * The address and password of a registration or sign-in that must be confirmed with the e-mailed code
 * (issue 25), held in this page's memory only (never stored, never in the history state), so that the
 * confirm step can sign in afterwards. A reload loses it: the visitor then signs in with the address
 * prefilled.
 */
export interface HeldCredentials {
  email: string;
  password: string;
}

let held: HeldCredentials | undefined;

export function holdCredentials(credentials: HeldCredentials): void {
  held = { email: credentials.email.trim().toLowerCase(), password: credentials.password };
}

/** The held credentials, if they are for `email` (or for any address without one). */
export function heldCredentials(email?: string): HeldCredentials | undefined {
  if (!held) return undefined;
  return email === undefined || held.email === email.trim().toLowerCase() ? held : undefined;
}

export function forgetCredentials(): void {
  held = undefined;
}

/** When the code was last sent to an address, so the resend countdown survives moving between steps. */
const sentAt = new Map<string, number>();

export function recordCodeSent(email: string, at = Date.now()): void {
  sentAt.set(email.trim().toLowerCase(), at);
}

export function codeSentAt(email: string): number | undefined {
  return sentAt.get(email.trim().toLowerCase());
}
