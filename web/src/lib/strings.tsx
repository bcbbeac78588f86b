import type { Language } from '@lunia/shared/domain/constants';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * What an island of a prerendered page needs from the site around it (app/islands/): the page's
 * language, its address without the language prefix, and a `t` for the strings it shows. In the SPA and
 * in the prerendered page's static parts they come from i18next and the router
 * (app/shell/i18next-strings.tsx); in an island that hydrates on its own they come from the few strings
 * the prerenderer wrote into the page for it (`dictionaryStrings`), so the island loads neither i18next
 * nor the router.
 */
export type TranslateOptions = Record<string, unknown> & { count?: number; returnObjects?: boolean };
/** `t('key')` in the default (`common`) namespace, `t('contact:form.submit')` in another. */
export type Translate = (key: string, options?: TranslateOptions) => string;

export interface SiteStrings {
  language: Language;
  /** The page's address in English form (`/contact` for /es/contact). */
  path: string;
  t: Translate;
  /** The visitor's explicit choice of language: saved, and the page follows. */
  chooseLanguage: (language: Language) => void;
}

const StringsContext = createContext<SiteStrings | null>(null);

export function StringsProvider({ value, children }: { value: SiteStrings; children: ReactNode }) {
  return <StringsContext.Provider value={value}>{children}</StringsContext.Provider>;
}

/** The strings and page of the surrounding site; `namespace` prefixes the keys `t` is given. */
export function useStrings(namespace?: string): SiteStrings {
  const strings = useContext(StringsContext);
  if (!strings) throw new Error('useStrings needs a StringsProvider');
  if (!namespace) return strings;
  return { ...strings, t: (key, options) => strings.t(key.includes(':') ? key : `${namespace}:${key}`, options) };
}

/** An object `t` returns with `returnObjects` (`t('form.success', { returnObjects: true })`). */
export function translateObject<Shape>(t: Translate, key: string): Shape {
  return t(key, { returnObjects: true }) as unknown as Shape;
}

/** Namespace → its strings (a part of them), as the prerenderer writes them for an island. */
export type StringsDictionary = Record<string, Record<string, unknown>>;

const plurals = new Map<Language, Intl.PluralRules>();

/**
 * A `t` over a dictionary, with what the site's strings use of i18next: `ns:key` paths, `{{name}}`
 * interpolation, `_one`/`_other` plurals for `count`, and `returnObjects`. A missing key reads as itself,
 * as i18next does.
 */
export function dictionaryStrings(dictionary: StringsDictionary, language: Language): Translate {
  const find = (key: string): unknown => {
    const [namespace, path] = key.includes(':') ? key.split(':', 2) : ['common', key];
    let node: unknown = dictionary[namespace as string];
    for (const part of (path as string).split('.')) {
      node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
    return node;
  };
  return (key, options) => {
    let found = find(key);
    if (typeof options?.count === 'number') {
      const rules = plurals.get(language) ?? new Intl.PluralRules(language);
      plurals.set(language, rules);
      found = find(`${key}_${rules.select(options.count)}`) ?? find(`${key}_other`) ?? found;
    }
    if (options?.returnObjects && found !== null && typeof found === 'object') return found as unknown as string;
    if (typeof found !== 'string') return key;
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(options?.[name] ?? ''));
  };
}
