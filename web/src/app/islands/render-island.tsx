/**
 * Server side of the islands (used by entry-server.tsx): an island collected while rendering a
 * prerendered page becomes its marker, holding the island rendered on its own root from its payload.
 */
import type { Language } from '@lunia/shared/domain/constants';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { type StringsDictionary, StringsProvider } from '../../lib/strings';
import type { CollectedIsland } from './island';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type IslandPayload,
  islandIdPrefix,
  islandStrings,
} from './island-payload';
import { islandStringKeys } from './island-strings';

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function stringsFor(island: CollectedIsland, language: Language): StringsDictionary {
  const dictionary: StringsDictionary = {};
  for (const [namespace, keys] of Object.entries(islandStringKeys[island.name])) {
    const bundle = (i18next.getResourceBundle(language, namespace) ?? {}) as Record<string, unknown>;
    const picked: Record<string, unknown> = {};
    for (const key of keys) {
      if (!(key in bundle)) throw new Error(`Island ${island.name}: no strings ${namespace}:${key} in ${language}`);
      picked[key] = bundle[key];
    }
    dictionary[namespace] = picked;
  }
  return dictionary;
}

export function renderIsland(island: CollectedIsland, page: { language: Language; path: string }): string {
  const payload: IslandPayload = { props: island.props, ...page, strings: stringsFor(island, page.language) };
  const { component: Component } = island;
  const html = renderToString(
    <StrictMode>
      <StringsProvider value={islandStrings(payload, () => undefined)}>
        <Component {...island.props} />
      </StringsProvider>
    </StrictMode>,
    { identifierPrefix: islandIdPrefix(island.name) },
  );
  const props = escapeAttribute(JSON.stringify(payload));
  return `<div class="contents" ${ISLAND_ATTRIBUTE}="${island.name}" ${ISLAND_PROPS_ATTRIBUTE}="${props}">${html}</div>`;
}
