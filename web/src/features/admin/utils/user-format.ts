import type { Language } from '@lunia/shared/domain/constants';
import { formatDate } from '../../../lib/format';

/** The calendar day of an ISO timestamp, in the admin's language. */
export const dayOf = (iso: string, language: Language) => formatDate(iso.slice(0, 10), language);

const locales: Record<Language, string> = { en: 'en-US', es: 'es-PR' };

/** Date and time of an ISO timestamp (timeline events), in the admin's language and time zone. */
export const momentOf = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(locales[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** "Lucía Rivera", or the e-mail when the profile has no name yet. */
export const displayName = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;
