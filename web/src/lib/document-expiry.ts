/**
 * What the web shows about a document's expiry date (issue 14): the badge of a document card, the
 * admin tables and the BookRx page, computed from the shared rule (`expiryState`) with Puerto Rico's
 * calendar date as "today". Pure, so the words and tones are tested without a browser.
 */
import type { Language } from '@lunia/shared/domain/constants';
import {
  EXPIRY_DATE_MESSAGES,
  type ExpiryDateProblem,
  expiryState,
  puertoRicoToday,
} from '@lunia/shared/domain/document-expiry';
import { formatDate } from './format';

/** neutral: valid beyond the warning window; amber: expires within 60 days (or today); red: expired. */
export type ExpiryTone = 'neutral' | 'amber' | 'red';

export type ExpiryBadge =
  | { key: 'validUntil'; tone: 'neutral'; date: string }
  | { key: 'expiresIn'; tone: 'amber'; days: number; date: string }
  | { key: 'expiresToday'; tone: 'amber'; date: string }
  | { key: 'expiredOn'; tone: 'red'; date: string };

/** The badge of a document with this expiry date on `today` (Puerto Rico), or null when it has none. */
export function expiryBadgeOf(
  expiresOn: string | null | undefined,
  today: string = puertoRicoToday(),
): ExpiryBadge | null {
  const state = expiryState(expiresOn, today);
  if (!expiresOn || state.state === 'none') return null;
  if (state.state === 'expired') return { key: 'expiredOn', tone: 'red', date: expiresOn };
  if (state.state === 'valid') return { key: 'validUntil', tone: 'neutral', date: expiresOn };
  if (state.daysLeft === 0) return { key: 'expiresToday', tone: 'amber', date: expiresOn };
  return { key: 'expiresIn', tone: 'amber', days: state.daysLeft, date: expiresOn };
}

/** The `expiry` namespace key and values of a badge's words (the date in the UI language). */
export function expiryBadgeMessage(
  badge: ExpiryBadge,
  language: Language,
): { key: `badge.${ExpiryBadge['key']}`; values: { count?: number; date: string } } {
  const date = formatDate(badge.date, language);
  if (badge.key === 'expiresIn') return { key: 'badge.expiresIn', values: { count: badge.days, date } };
  return { key: `badge.${badge.key}`, values: { date } };
}

export const expiryToneClasses: Record<ExpiryTone, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-400/30',
  amber:
    'bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/30',
  red: 'bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-400/10 dark:text-red-200 dark:ring-red-400/30',
};

/**
 * The problem behind an API refusal of an expiry date (a 400 on field `expiresOn`): the server words
 * it with EXPIRY_DATE_MESSAGES, the web shows its own translation. Null for any other error.
 */
export function expiryProblemOfApiError(
  error: { field?: string; message: string } | unknown,
): ExpiryDateProblem | null {
  if (!error || typeof error !== 'object') return null;
  const { field, message } = error as { field?: unknown; message?: unknown };
  if (field !== 'expiresOn') return null;
  const known = (Object.keys(EXPIRY_DATE_MESSAGES) as ExpiryDateProblem[]).find(
    (problem) => EXPIRY_DATE_MESSAGES[problem] === message,
  );
  return known ?? 'invalid';
}
