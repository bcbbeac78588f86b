/**
 * The islands entry: the only script of a prerendered public page (scripts/prerender.ts). The page is
 * static HTML; each island's marker (app/islands/) names its island and holds its payload, and only
 * those islands hydrate, each with its own code, fetched from the registry (so a page loads only its
 * own islands). Neither the router, nor i18next, nor the portal's code load here: links into the portal
 * are full navigations to the SPA.
 */
import type { Language } from '@lunia/shared/domain/constants';
import { type ComponentType, StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type IslandPayload,
  islandIdPrefix,
  islandStrings,
} from './app/islands/island-payload';
import { isIslandName, islandRegistry } from './app/islands/island-registry';
import { localizedPath } from './lib/language-path';
import { writePreference } from './lib/preference-cookies';
import { StringsProvider } from './lib/strings';
import { followSystemThemeUntilChosen } from './lib/theme';

/** Choosing a language saves it and opens the same page in that language (its own prerendered HTML). */
function chooseLanguage(language: Language): void {
  writePreference('language', language);
  const { pathname, search, hash } = window.location;
  window.location.assign(`${localizedPath(language, pathname)}${search}${hash}`);
}

async function hydrateIsland(marker: HTMLElement): Promise<void> {
  const name = marker.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
  if (!isIslandName(name)) return;
  const payload = JSON.parse(marker.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as IslandPayload;
  const Component = (await islandRegistry[name].load()) as ComponentType<Record<string, unknown>>;
  // A transition: React hydrates in short slices and lets the browser handle input in between.
  startTransition(() => {
    hydrateRoot(
      marker,
      <StrictMode>
        <StringsProvider value={islandStrings(payload, chooseLanguage)}>
          <Component {...payload.props} />
        </StringsProvider>
      </StrictMode>,
      { identifierPrefix: islandIdPrefix(name) },
    );
  });
}

followSystemThemeUntilChosen();
for (const marker of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  // An island whose code fails to load stays as its prerendered HTML; the others still hydrate.
  hydrateIsland(marker).catch((error: unknown) =>
    console.error(`Island ${marker.getAttribute(ISLAND_ATTRIBUTE)}`, error),
  );
}
