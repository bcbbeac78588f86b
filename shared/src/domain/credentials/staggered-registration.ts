/**
 * The staggered renewal of the controlled-substance registration (issue 27; Ley 4 de 1971 §§ 302(a),
 * 306(b) as amended by Ley 257-2003, docs/decisions/0062-puerto-rico-credential-rules.md): the registration is
 * annual, and each registrant renews in the month of their first registration rather than on one date for everyone.
 *
 * Lunia takes that month from the registration an admin last verified: the month of its expiry date.
 * A renewed registration (a new file on that document) must expire in the same month; the date
 * proposed is that month's last day nearest the date entered, among those of a later year than the
 * verified registration's and not before today (a renewal extends the registration by whole years). Types whose catalogue `anchor`
 * is `registration_month` follow this rule. Dates are Puerto Rico calendar dates. Pure.
 */
import type { DocumentType } from '../constants';
import { addDays, daysBetween } from '../document-expiry';
import { MONTH_NAMES } from '../month-names';
import { CREDENTIAL_CATALOGUE } from './catalogue';

/** The types renewed by the month of first registration. */
export const STAGGERED_TYPES: readonly DocumentType[] = CREDENTIAL_CATALOGUE.filter(
  (definition) => definition.anchor === 'registration_month',
).map((definition) => definition.type);

export const isStaggered = (type: DocumentType) => STAGGERED_TYPES.includes(type);

/** The month (1–12) of a `YYYY-MM-DD` date. */
export const monthOf = (date: string): number => Number(date.slice(5, 7));

/** The last day of `month` (1–12) of `year`, as `YYYY-MM-DD`. */
export function lastDayOfMonth(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The registration's next expiry for its `month`: that month's last day, on or after `today`. */
export function staggeredExpiry(month: number, today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = lastDayOfMonth(year, month);
  return thisYear >= today ? thisYear : lastDayOfMonth(year + 1, month);
}

/** A verified staggered registration: its month of first registration and its verified expiry. */
export interface VerifiedRegistration {
  /** 1–12. */
  month: number;
  expiresOn: string;
}

/**
 * The registration a document binds a renewal to: the expiry date an admin verified (approved), for a
 * staggered type, and its month. Null otherwise: a first upload, or one not yet verified, may set any
 * month (the admin checks it against the registration).
 */
export function verifiedRegistrationOf(doc: {
  type: DocumentType;
  status: string;
  expiresOn?: string | null | undefined;
}): VerifiedRegistration | null {
  if (!isStaggered(doc.type) || doc.status !== 'approved' || !doc.expiresOn) return null;
  return { month: monthOf(doc.expiresOn), expiresOn: doc.expiresOn };
}

const distance = (a: string, b: string) => Math.abs(daysBetween(a, b));

/**
 * Whether a renewal's expiry date keeps the registration's month: null when it does (or there is no
 * registration to keep), else the date to propose instead: the month's last day nearest the date
 * entered, in a later year than the verified expiry and not before today.
 */
export function staggeredExpiryProposal(
  expiresOn: string | null | undefined,
  registration: VerifiedRegistration | null,
  today: string,
): string | null {
  if (registration === null || !expiresOn || monthOf(expiresOn) === registration.month) return null;
  // A renewal runs at least to the month's end a year after the verified one (and not before today)...
  const verifiedMonthEnd = lastDayOfMonth(Number(registration.expiresOn.slice(0, 4)), registration.month);
  const dayAfter = addDays(verifiedMonthEnd, 1);
  const first = staggeredExpiry(registration.month, dayAfter > today ? dayAfter : today);
  // ...and of that one and the month ends around the date entered that are no earlier, the nearest wins.
  const year = Number(expiresOn.slice(0, 4));
  const around = [year - 1, year, year + 1]
    .map((candidateYear) => lastDayOfMonth(candidateYear, registration.month))
    .filter((candidate) => candidate >= first);
  return [first, ...around].reduce((best, candidate) =>
    distance(candidate, expiresOn) < distance(best, expiresOn) ? candidate : best,
  );
}

/**
 * The `details` of the API's EXPIRY_MONTH_MISMATCH (shared/src/errors.ts): the month the date must be
 * in and the date proposed, so the web can say both in the user's language and offer the date.
 */
export type StaggeredExpiryDetails = {
  /** 1–12. */
  requiredMonth: number;
  /** `YYYY-MM-DD`. */
  proposedExpiresOn: string;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The details of an error, read as StaggeredExpiryDetails; null when they are not that. */
export function staggeredExpiryDetailsOf(details: unknown): StaggeredExpiryDetails | null {
  if (!details || typeof details !== 'object') return null;
  const { requiredMonth, proposedExpiresOn } = details as Record<string, unknown>;
  if (typeof requiredMonth !== 'number' || !Number.isInteger(requiredMonth) || requiredMonth < 1 || requiredMonth > 12)
    return null;
  if (typeof proposedExpiresOn !== 'string' || !ISO_DATE.test(proposedExpiresOn)) return null;
  return { requiredMonth, proposedExpiresOn };
}

/** The API's message when a renewal's date leaves the registration's month. */
export const staggeredExpiryMessage = (registrationMonth: number, proposal: string) =>
  `This registration renews every year in ${MONTH_NAMES.en[registrationMonth - 1]}, the month of its first registration: enter an expiry date in ${MONTH_NAMES.en[registrationMonth - 1]}, such as ${proposal}.`;
