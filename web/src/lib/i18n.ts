import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lunia/shared/domain/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enBetaSignup from '../locales/en/beta-signup.json';
import type enCommon from '../locales/en/common.json';
import type enContact from '../locales/en/contact.json';
import type enHome from '../locales/en/home.json';
import type enLegal from '../locales/en/legal.json';
import type enPartners from '../locales/en/partners.json';
import type enPress from '../locales/en/press.json';
import type enProductPages from '../locales/en/product-pages.json';
import type enProducts from '../locales/en/products.json';
import { languageFromPath } from './language-path';
import { readPreference, writePreference } from './preference-cookies';

/**
 * One namespace per feature; `common` holds the shell and strings shared across features. This type
 * lists every namespace (it types `t` keys). `common` and `home` come in one chunk per language
 * (./i18n-en.ts, ./i18n-es.ts), loaded before the first render (`loadLanguage`), so a page carries
 * the strings of its own language only; the others travel with the lazily loaded route that uses them
 * (`registerNamespace`, or `registerLanguageChunks` for one chunk per language). Features of other
 * areas may add theirs by interface merging (`declare module '.../lib/i18n'`).
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

/** A namespace's strings in one language, as a lazily loaded module (a JSON file). */
export type NamespaceChunk<Namespace extends I18nNamespace> = () => Promise<{ default: I18nNamespaces[Namespace] }>;

/** The shell's and `/`'s strings of each language: one chunk each. */
const firstPageChunks: Record<Language, () => Promise<{ default: Pick<I18nNamespaces, 'common' | 'home'> }>> = {
  en: () => import('./i18n-en'),
  es: () => import('./i18n-es'),
};

/** Namespaces registered with one chunk per language; each is loaded for every language the site shows. */
const languageChunks: { namespace: I18nNamespace; chunks: Record<Language, NamespaceChunk<I18nNamespace>> }[] = [];

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

function languageFromTag(tag: string | null | undefined): Language | null {
  const primary = tag?.toLowerCase().split('-')[0];
  return isLanguage(primary) ? primary : null;
}

export { basenameFor, languageFromPath, localizedPath, pathWithoutLanguage, SPANISH_PREFIX } from './language-path';

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
  // Filled by `loadLanguage` (main.tsx and the prerenderer await it before rendering).
  resources: {},
  lng: detectLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  ns: ['common', 'home'],
  defaultNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false },
  // No backend: initialization completes synchronously; the strings are added as their chunks load.
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

function addBundle(language: Language, namespace: string, strings: object): void {
  if (!i18next.hasResourceBundle(language, namespace)) i18next.addResourceBundle(language, namespace, strings);
}

async function loadChunk<Namespace extends I18nNamespace>(
  language: Language,
  namespace: Namespace,
  chunks: Record<Language, NamespaceChunk<Namespace>>,
): Promise<void> {
  if (i18next.hasResourceBundle(language, namespace)) return;
  addBundle(language, namespace, (await chunks[language]()).default);
}

/** Strings being loaded for the current language (see `stringsLoaded`). */
const pendingStrings = new Set<Promise<void>>();

/**
 * A feature's namespace with one chunk per language, called at the top level of the feature module.
 * The current language's chunk starts loading at once; a lazily loaded page waits for it before its
 * first render (`stringsLoaded`, lib/lazy-page.tsx). Other languages load when the visitor switches
 * (`loadLanguage`).
 */
export function registerLanguageChunks<Namespace extends I18nNamespace>(
  namespace: Namespace,
  chunks: Record<Language, NamespaceChunk<Namespace>>,
): void {
  if (languageChunks.some((registered) => registered.namespace === namespace)) return;
  languageChunks.push({ namespace, chunks: chunks as Record<Language, NamespaceChunk<I18nNamespace>> });
  const loading = loadChunk(currentLanguage(i18next.language), namespace, chunks).finally(() =>
    pendingStrings.delete(loading),
  );
  pendingStrings.add(loading);
}

/** Resolves when the strings of every namespace registered so far are in for the current language. */
export async function stringsLoaded(): Promise<void> {
  await Promise.all(pendingStrings);
}

/** Loads a language's strings: the shell's and `/`'s, and those of every namespace registered per language. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([
    i18next.hasResourceBundle(language, 'common')
      ? undefined
      : firstPageChunks[language]().then(({ default: strings }) => {
          addBundle(language, 'common', strings.common);
          addBundle(language, 'home', strings.home);
        }),
    ...languageChunks.map(({ namespace, chunks }) => loadChunk(language, namespace, chunks)),
  ]);
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

/**
 * The visitor's explicit choice: saved (365 days), applied once its strings are in (should they fail
 * to load, the page shows the English ones), and the address follows.
 */
export function chooseLanguage(language: Language): void {
  writePreference('language', language);
  void loadLanguage(language)
    .catch(() => undefined)
    .then(() => switchLanguage(language));
}

/** The active language, narrowed to the ones the site supports. */
export function currentLanguage(language: string): Language {
  return languageFromTag(language) ?? DEFAULT_LANGUAGE;
}
