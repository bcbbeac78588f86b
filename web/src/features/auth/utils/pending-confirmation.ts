import { EMAIL_CODE_RESEND_SECONDS } from './confirm-step';

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

/**
 * From when a new code may be asked for, per address (issue 40): kept in this tab's session storage,
 * so the resend countdown survives moving between steps and a reload; the tab's closing forgets it.
 */
const STORAGE_KEY = 'lunia.nextCodeAt';

type NextCodeTimes = Record<string, number>;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // Storage refused (a privacy setting): the countdown then lasts for the page.
  }
}

const memory: NextCodeTimes = {};

function readTimes(): NextCodeTimes {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return memory;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as NextCodeTimes) : memory;
  } catch {
    return memory;
  }
}

/** Records from when a new code to `email` may be asked for (ms since the epoch). */
export function recordNextCodeAt(email: string, at: number): void {
  const now = Date.now();
  // Only the addresses still counting down are kept.
  const times = Object.fromEntries(Object.entries(readTimes()).filter(([, time]) => time > now));
  times[email.trim().toLowerCase()] = at;
  Object.assign(memory, times);
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(times));
  } catch {
    // Kept in memory only.
  }
}

/** A code was just sent to `email`: the next may be asked for after the 60-second cooldown. */
export function recordCodeSent(email: string, at = Date.now()): void {
  recordNextCodeAt(email, at + EMAIL_CODE_RESEND_SECONDS * 1000);
}

/** From when a new code to `email` may be asked for, if this tab knows. */
export function nextCodeAtOf(email: string): number | undefined {
  return readTimes()[email.trim().toLowerCase()];
}
