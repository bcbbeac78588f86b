import { registerLanguageChunks } from '../../lib/i18n';
import type enAuth from '../../locales/en/auth.json';

declare module '../../lib/i18n' {
  interface I18nNamespaces {
    auth: typeof enAuth;
  }
}

// The sign-in, registration and account menu strings in the visitor's language only (a chunk per
// language, lib/i18n.ts): the pages that use them are lazy pages, which render once their strings are in,
// and the account menu outside the SPA loads them with the page's language (account-menu-anywhere.tsx).
registerLanguageChunks('auth', {
  en: () => import('../../locales/en/auth.json'),
  es: () => import('../../locales/es/auth.json'),
});
