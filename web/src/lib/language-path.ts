import type { Language } from '@lunia/shared/domain/constants';

/** The language of an address, without i18next: also for the islands of the prerendered pages. */

/*
 * Spanish pages live under /es (prerendered there), English pages at the root. The inline script in
 * index.html applies spec §9 before first paint — the saved language, else (on an unprefixed address)
 * the browser's languages, else the page's declared language (en) — and moves the visitor to the
 * address of that language, so by the time this code runs the address names the language to use.
 */
export const SPANISH_PREFIX = '/es';

/** The language an address is in. */
export function languageFromPath(pathname: string): Language {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';
}

/** The router's basename for a language. */
export function basenameFor(language: Language): string {
  return language === 'es' ? SPANISH_PREFIX : '';
}

/** `/partners` ↔ `/es/partners`: the same page in the other language. */
export function localizedPath(language: Language, pathname: string): string {
  const unprefixed =
    languageFromPath(pathname) === 'es' ? pathname.slice(SPANISH_PREFIX.length) || '/' : pathname || '/';
  if (language === 'en') return unprefixed;
  return unprefixed === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${unprefixed}`;
}

/** The address without its language prefix (the router's own path). */
export function pathWithoutLanguage(pathname: string): string {
  return localizedPath('en', pathname);
}
