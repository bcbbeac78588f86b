import type enCommon from '../locales/en/common.json';
import type enHome from '../locales/en/home.json';

/**
 * The shape of the first chunk each language loads (`common` and `home`, ./i18n-en.ts and ./i18n-es.ts):
 * the English files' types, so a key missing in Spanish fails `tsc`. ./i18n.ts types its namespaces
 * from the same files; this module stands apart so the chunks need not import the module that loads them.
 */
export interface FirstChunk {
  common: typeof enCommon;
  home: typeof enHome;
}
