import { PREFERENCE_COOKIE_DAYS } from '@lunia/shared/domain/constants';

/**
 * The visitor's stored preferences (spec §9: theme, language and cookie consent last 365 days). They
 * are first-party cookies rather than localStorage so that they expire, and so that the inline script
 * in index.html can read them before first paint. Keep the names in sync with that script.
 */
export const PREFERENCE_COOKIES = {
  theme: 'lunia_theme',
  language: 'lunia_language',
  cookieConsent: 'lunia_cookie_consent',
} as const;
export type PreferenceName = keyof typeof PREFERENCE_COOKIES;

const maxAgeSeconds = PREFERENCE_COOKIE_DAYS * 24 * 60 * 60;

/** The saved value, or null when none is saved (or there is no document, as while prerendering). */
export function readPreference(name: PreferenceName): string | null {
  if (typeof document === 'undefined') return null;
  const cookieName = PREFERENCE_COOKIES[name];
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === cookieName) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Saves a preference for 365 days, for the whole site. */
export function writePreference(name: PreferenceName, value: string): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie; the Cookie Store API is not in every browser we serve.
  document.cookie = `${PREFERENCE_COOKIES[name]}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
