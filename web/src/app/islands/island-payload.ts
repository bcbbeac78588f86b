import type { Language } from '@lunia/shared/domain/constants';
import { dictionaryStrings, type SiteStrings, type StringsDictionary } from '../../lib/strings';

/**
 * What the prerenderer writes into an island's marker (`data-island-props`) and the islands entry reads
 * back: the island's props, the page's language and address, and the strings it shows. The island is
 * rendered from exactly this on both sides, so hydration finds the HTML it would render itself.
 */
export interface IslandPayload {
  props: Record<string, unknown>;
  language: Language;
  path: string;
  strings: StringsDictionary;
}

export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/** `useId` prefix of an island's root: ids stay unique among a page's islands and match the server's. */
export const islandIdPrefix = (name: string) => `${name}-`;

export function islandStrings(payload: IslandPayload, chooseLanguage: SiteStrings['chooseLanguage']): SiteStrings {
  return {
    language: payload.language,
    path: payload.path,
    t: dictionaryStrings(payload.strings, payload.language),
    chooseLanguage,
  };
}
