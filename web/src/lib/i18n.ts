import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lunia/shared/domain/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enBetaSignup from '../locales/en/beta-signup.json';
import enCommon from '../locales/en/common.json';
import type enContact from '../locales/en/contact.json';
import enHome from '../locales/en/home.json';
import type enLegal from '../locales/en/legal.json';
import type enPartners from '../locales/en/partners.json';
import type enPress from '../locales/en/press.json';
import type enProductPages from '../locales/en/product-pages.json';
import type enProducts from '../locales/en/products.json';
import esCommon from '../locales/es/common.json';
import esHome from '../locales/es/home.json';
import { readPreference, writePreference } from './preference-cookies';

/**
 * One namespace per feature; `common` holds the shell and strings shared across features. This type
 * lists every namespace (it types `t` keys); only the namespaces of the first page are bundled here,
 * the others travel with the lazily loaded route that uses them (see `registerNamespace`). Features
 * of other areas may add theirs by interface merging (`declare module '.../lib/i18n'`).
 */
export interface I18nNamespaces {
  common: typeof enCommon;
  home: typeof enHome;
  products: typeof enProducts;
  'product-pages': typeof enProductPages;
  'beta-signup': typeof enBetaSignup;
  partners: typeof enPartners;
  contact: typeof enContact;
  press: typeof enPress;
  legal: typeof enLegal;
}
export type I18nNamespace = keyof I18nNamespaces;

export const DEFAULT_NAMESPACE = 'common';

/** A namespace in both languages; typing both as the English shape makes a missing key fail `tsc`. */
export type NamespaceTranslations<Namespace extends I18nNamespace> = Record<Language, I18nNamespaces[Namespace]>;

const bundledNamespaces: {
  [Namespace in 'common' | 'home']: NamespaceTranslations<Namespace>;
} = {
  common: { en: enCommon, es: esCommon },
  home: { en: enHome, es: esHome },
};

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

function languageFromTag(tag: string | null | undefined): Language | null {
  const primary = tag?.toLowerCase().split('-')[0];
  return isLanguage(primary) ? primary : null;
}

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

export function detectLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  return languageFromPath(window.location.pathname);
}

/** The saved choice, if the visitor made one. */
export function savedLanguage(): Language | null {
  const saved = readPreference('language');
  return isLanguage(saved) ? saved : null;
}

function reflectLanguageInDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18next.on('languageChanged', reflectLanguageInDocument);

void i18next.use(initReactI18next).init({
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      { common: bundledNamespaces.common[language], home: bundledNamespaces.home[language] },
    ]),
  ),
  lng: detectLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  ns: Object.keys(bundledNamespaces),
  defaultNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false },
  // The resources are bundled, so initialization completes synchronously and the first render is translated.
  initAsync: false,
  react: { useSuspense: false },
});

/**
 * Adds a feature's namespace (both languages) when its code loads. Called at the top level of the
 * feature module, so the strings exist before its first render.
 */
export function registerNamespace<Namespace extends I18nNamespace>(
  namespace: Namespace,
  translations: NamespaceTranslations<Namespace>,
): void {
  for (const language of LANGUAGES) {
    if (!i18next.hasResourceBundle(language, namespace)) {
      i18next.addResourceBundle(language, namespace, translations[language]);
    }
  }
}

type LanguageSwitcher = (language: Language) => void;
let switchLanguage: LanguageSwitcher = (language) => void i18next.changeLanguage(language);

/** The client router moves the address to the chosen language's page when the language changes. */
export function setLanguageSwitcher(switcher: LanguageSwitcher): () => void {
  const previous = switchLanguage;
  switchLanguage = switcher;
  return () => {
    switchLanguage = previous;
  };
}

/** The visitor's explicit choice: saved (365 days), applied, and the address follows. */
export function chooseLanguage(language: Language): void {
  writePreference('language', language);
  switchLanguage(language);
}

/** The active language, narrowed to the ones the site supports. */
export function currentLanguage(language: string): Language {
  return languageFromTag(language) ?? DEFAULT_LANGUAGE;
}
