/**
 * Document expiry (issue 14): which document types carry an expiry date, the reminder thresholds,
 * and "expires in N days" as both the web and the functions compute it. Dates are calendar dates
 * (`YYYY-MM-DD`) in Puerto Rico time (Atlantic Standard Time, UTC−4 all year: no daylight saving),
 * because a licence expires at the end of a local day, not at a UTC instant. Pure.
 */
import type { DocumentType } from './constants';

/** Every document type has an expiry date; for these the owner must give it at upload. */
export const EXPIRY_REQUIRED_DOCUMENT_TYPES = [
  'pharmacist_license',
  'college_license',
  'driver_license',
  'pharmacy_license',
  'biological_license',
  'state_registry',
  'business_license',
  'technician_license',
  'health_professional_registration',
  'controlled_substance_registration',
  'dea_registration',
  'cpr_bls',
  'ley300_certificate',
] as const satisfies readonly DocumentType[];

/**
 * Some certifications never expire: the date is optional for these. The immunization certificate
 * lasts as long as the licence and CPR it rests on, so its own date is optional too.
 */
export const EXPIRY_OPTIONAL_DOCUMENT_TYPES = [
  'pharmacy_certification',
  'immunization_certificate',
] as const satisfies readonly DocumentType[];

/** Reminder e-mails go out this many days before expiry, and on the day (0). Largest first. */
export const EXPIRY_REMINDER_THRESHOLDS = [60, 30, 7, 0] as const;
export type ExpiryThreshold = (typeof EXPIRY_REMINDER_THRESHOLDS)[number];

/** "Expiring soon": the admin list and the amber badge cover this many days ahead. */
export const EXPIRING_SOON_DAYS = 60;

/** The furthest expiry date accepted at upload (a longer one is almost certainly a typo). */
export const MAX_EXPIRY_YEARS_AHEAD = 15;

/** Puerto Rico is UTC−4 all year. */
const PUERTO_RICO_OFFSET_MS = -4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function expiryDateRequired(type: DocumentType): boolean {
  return (EXPIRY_REQUIRED_DOCUMENT_TYPES as readonly string[]).includes(type);
}

/** A real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's date in Puerto Rico, `YYYY-MM-DD`. */
export function puertoRicoToday(now: Date = new Date()): string {
  return new Date(now.getTime() + PUERTO_RICO_OFFSET_MS).toISOString().slice(0, 10);
}

/** Days from `today` to `date` (both `YYYY-MM-DD`): 0 on the day, negative once past. */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** `date` plus `days` days, `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export type ExpiryState =
  | { state: 'none' }
  | { state: 'valid'; daysLeft: number }
  | { state: 'expiring'; daysLeft: number }
  | { state: 'expired'; daysAgo: number };

/**
 * What a badge says: nothing without a date; `expired` from the day after the expiry date (a licence
 * is valid through its expiry date); `expiring` within EXPIRING_SOON_DAYS (0 = expires today).
 */
export function expiryState(expiresOn: string | null | undefined, today: string): ExpiryState {
  if (!expiresOn) return { state: 'none' };
  const days = daysBetween(today, expiresOn);
  if (days < 0) return { state: 'expired', daysAgo: -days };
  if (days <= EXPIRING_SOON_DAYS) return { state: 'expiring', daysLeft: days };
  return { state: 'valid', daysLeft: days };
}

export function isExpired(expiresOn: string | null | undefined, today: string): boolean {
  return expiryState(expiresOn, today).state === 'expired';
}

/**
 * The reminder due today for a document, if any: the smallest threshold already reached (so a date
 * entered 20 days before expiry gets the 30-day reminder now, not the 60-day one). Null once the
 * document is past its expiry day by more than the last threshold, or not within 60 days yet.
 */
export function dueExpiryThreshold(expiresOn: string, today: string): ExpiryThreshold | null {
  const days = daysBetween(today, expiresOn);
  if (days < 0 || days > EXPIRY_REMINDER_THRESHOLDS[0]) return null;
  let due: ExpiryThreshold = EXPIRY_REMINDER_THRESHOLDS[0];
  for (const threshold of EXPIRY_REMINDER_THRESHOLDS) if (days <= threshold) due = threshold;
  return due;
}

export type ExpiryDateProblem = 'required' | 'invalid' | 'past' | 'too_far';

/**
 * Checks an expiry date given at upload (or a file replacement): required for most types, a real
 * date, not already past (upload the renewed document instead), not absurdly far. Null when fine.
 * Admins correcting a date during review may set a past date (their route checks `invalid` only).
 */
export function expiryDateProblem(
  type: DocumentType,
  expiresOn: string | null | undefined,
  today: string,
): ExpiryDateProblem | null {
  if (!expiresOn) return expiryDateRequired(type) ? 'required' : null;
  if (!isCalendarDate(expiresOn)) return 'invalid';
  if (daysBetween(today, expiresOn) < 0) return 'past';
  if (expiresOn > addDays(today, MAX_EXPIRY_YEARS_AHEAD * 366)) return 'too_far';
  return null;
}

/** The message the API answers for each problem (the web shows its own translation of the same). */
export const EXPIRY_DATE_MESSAGES: Record<ExpiryDateProblem, string> = {
  required: 'Please enter the expiry date shown on the document',
  invalid: 'Please enter a valid expiry date',
  past: 'This document has expired: please upload the renewed document',
  too_far: `The expiry date must be within ${MAX_EXPIRY_YEARS_AHEAD} years`,
};
