import { readPreference, writePreference } from '../../../lib/preference-cookies';

export type CookieConsent = 'accepted' | 'rejected';

/** The visitor's answer to the cookie banner, kept 365 days (spec §9); null until they answer. */
export function readCookieConsent(): CookieConsent | null {
  const saved = readPreference('cookieConsent');
  return saved === 'accepted' || saved === 'rejected' ? saved : null;
}

export function saveCookieConsent(consent: CookieConsent): void {
  writePreference('cookieConsent', consent);
}
