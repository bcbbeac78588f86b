import type { Language } from '@lunia/shared/domain/constants';

const locales: Record<Language, string> = { en: 'en-US', es: 'es-PR' };

/** An instant (ISO) as a date in Puerto Rico, the product's calendar, optionally with the time. */
export function formatInstant(iso: string, language: Language, withTime = false): string {
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'America/Puerto_Rico',
  }).format(new Date(iso));
}
