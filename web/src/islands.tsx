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
import { reportIslandFailure } from './app/islands/island-failures';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type IslandPayload,
  islandIdPrefix,
  islandStrings,
} from './app/islands/island-payload';
import { isIslandName, islandRegistry } from './app/islands/island-registry';
import { mightBeSignedIn, notifySessionHintChanged } from './lib/auth/session-hint';
import { adoptSessionFromOpenTab, answerSessionRequests } from './lib/auth/session-share';
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

/**
 * Hydrates one island with its code. A download that fails is tried once more at once; if that fails
 * too, the page says so with Retry (app/shell/page-recovery.tsx), and Retry downloads it again: a form is
 * never left looking ready while it cannot work.
 */
async function hydrateIsland(marker: HTMLElement): Promise<void> {
  const name = marker.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
  if (!isIslandName(name)) return;
  const payload = JSON.parse(marker.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as IslandPayload;
  const load = islandRegistry[name].load as () => Promise<unknown>;
  let Component: ComponentType<Record<string, unknown>>;
  try {
    Component = (await load().catch(() => load())) as ComponentType<Record<string, unknown>>;
  } catch (error) {
    console.error(`Island ${name}`, error);
    reportIslandFailure(marker, () => hydrateIsland(marker));
    return;
  }
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
// A public page shares its tab's session with a new tab too, and takes an open tab's session when it
// has none, so its header shows the account menu (issue 40 item 11, lib/auth/session-share.ts).
if (!mightBeSignedIn()) {
  void adoptSessionFromOpenTab().then((adopted) => {
    if (adopted) notifySessionHintChanged();
  });
}
answerSessionRequests();
for (const marker of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) void hydrateIsland(marker);
