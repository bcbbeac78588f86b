import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lunia/shared/domain/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enBetaSignup from '../locales/en/beta-signup.json';
import enCommon from '../locales/en/common.json';
import enHome from '../locales/en/home.json';
import type enProductPages from '../locales/en/product-pages.json';
import esCommon from '../locales/es/common.json';
import esHome from '../locales/es/home.json';
import { readStoredValue, writeStoredValue } from './browser-storage';

/**
 * One namespace per feature; `common` holds the shell and strings shared across features. This type
 * lists every namespace (it types `t` keys); only the namespaces of the first page are bundled here,
 * the others travel with the lazily loaded route that uses them (see `registerNamespace`).
 */
export interface I18nNamespaces {
  common: typeof enCommon;
  home: typeof enHome;
  'product-pages': typeof enProductPages;
  'beta-signup': typeof enBetaSignup;
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

export const LANGUAGE_STORAGE_KEY = 'lunia.language';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

function languageFromTag(tag: string | null | undefined): Language | null {
  const primary = tag?.toLowerCase().split('-')[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * Spec §9: the saved language if it is en or es; otherwise the browser's languages in order of
 * preference; otherwise the page's declared `<html lang>`; otherwise English.
 */
export function detectLanguage(): Language {
  const saved = readStoredValue(LANGUAGE_STORAGE_KEY);
  if (isLanguage(saved)) return saved;
  if (typeof navigator !== 'undefined') {
    for (const tag of navigator.languages ?? [navigator.language]) {
      const language = languageFromTag(tag);
      if (language) return language;
    }
  }
  if (typeof document !== 'undefined') {
    const declared = languageFromTag(document.documentElement.lang);
    if (declared) return declared;
  }
  return DEFAULT_LANGUAGE;
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

/** The visitor's explicit choice: applied and saved. */
export function chooseLanguage(language: Language): void {
  writeStoredValue(LANGUAGE_STORAGE_KEY, language);
  void i18next.changeLanguage(language);
}

/** The active language, narrowed to the ones the site supports. */
export function currentLanguage(language: string): Language {
  return languageFromTag(language) ?? DEFAULT_LANGUAGE;
}
