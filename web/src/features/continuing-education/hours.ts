import type { Language } from '@lunia/shared/domain/constants';

const locales: Record<Language, string> = { en: 'en-US', es: 'es-PR' };

/** Hours as people write them in their language: "2.5" / "2,5", at most two decimals. */
export const formatHours = (hours: number, language: Language) =>
  new Intl.NumberFormat(locales[language], { maximumFractionDigits: 2 }).format(hours);
