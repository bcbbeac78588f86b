import type { Language } from '@lunia/shared/domain/constants';

const locales: Record<Language, string> = { en: 'en-US', es: 'es-PR' };

/** "2.1 MB" / "2,1 MB": a file size in the visitor's language. */
export function formatFileSize(bytes: number, language: Language): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'MB'] : [bytes / 1000, 'KB'];
  const number = new Intl.NumberFormat(locales[language], { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
  return `${number} ${unit}`;
}

/** A calendar day (ISO) in the visitor's language; UTC so it never shifts by a day. */
export function formatDate(isoDay: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

/** "$250.00": an amount in US dollars in the visitor's language (es-PR writes dollars as en-US does). */
export function formatUsd(amount: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { style: 'currency', currency: 'USD' }).format(amount);
}

/** A count with the language's grouping ("1,234" in both languages, as Puerto Rico writes it). */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language]).format(value);
}
