/**
 * The staggered renewal of the controlled-substance registration (issue 27; Ley 4 de 1971 §§ 302(a),
 * 306(b) as amended by Ley 257-2003, docs/decisions.md): the registration is annual, and each
 * registrant renews in the month of their first registration rather than on one date for everyone.
 *
 * Lunia takes that month from the registration an admin last verified: the month of its expiry date.
 * A renewed registration (a new file on that document) must expire in the same month; the date
 * proposed is that month's last day, the next one on or after today. Types whose catalogue `anchor`
 * is `registration_month` follow this rule. Dates are Puerto Rico calendar dates. Pure.
 */
import type { DocumentType } from '../constants';
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

/**
 * The month of first registration a document binds a renewal to: the month of the expiry date an
 * admin verified (approved), for a staggered type. Null otherwise: a first upload, or one not yet
 * verified, may set any month (the admin checks it against the registration).
 */
export function registrationMonthOf(doc: {
  type: DocumentType;
  status: string;
  expiresOn?: string | null | undefined;
}): number | null {
  if (!isStaggered(doc.type) || doc.status !== 'approved' || !doc.expiresOn) return null;
  return monthOf(doc.expiresOn);
}

/**
 * Whether a renewal's expiry date keeps the registration's month: null when it does (or there is no
 * month to keep), else the date to propose instead.
 */
export function staggeredExpiryProposal(
  expiresOn: string | null | undefined,
  registrationMonth: number | null,
  today: string,
): string | null {
  if (registrationMonth === null || !expiresOn || monthOf(expiresOn) === registrationMonth) return null;
  return staggeredExpiry(registrationMonth, today);
}

/** The API's message when a renewal's date leaves the registration's month. */
export const staggeredExpiryMessage = (registrationMonth: number, proposal: string) =>
  `This registration renews every year in ${MONTH_NAMES.en[registrationMonth - 1]}, the month of its first registration: enter an expiry date in ${MONTH_NAMES.en[registrationMonth - 1]}, such as ${proposal}.`;
