/**
 * Renders one page to HTML for the prerenderer (scripts/prerender.ts), which builds this module with
 * Vite's SSR build and calls `renderPage` for every public address in both languages.
 */
import './lib/i18n';
import type { Language } from '@lunia/shared/domain/constants';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { type CollectedIsland, IslandCollectorContext, islandSlot } from './app/islands/island';
import { islandRegistry } from './app/islands/island-registry';
import { renderIsland } from './app/islands/render-island';
import { prerenderedPaths, publicPageFor, publicPageRoutes, spaHydratedPaths } from './app/page-routes';
import { basenameFor, loadLanguage, localizedPath } from './lib/i18n';
import { fullTitle, type PageMeta, PageMetaCollector } from './lib/use-page-meta';

export { fullTitle, localizedPath, prerenderedPaths, spaHydratedPaths };

export interface RenderedPage {
  html: string;
  meta: PageMeta;
  /** The islands on the page, in page order (with `islands`). */
  islands: string[];
}

/**
 * `path` is the English address (`/partners`); the Spanish page is rendered under /es. With `islands`,
 * the page is static HTML whose islands (app/islands/) hydrate on their own; else the SPA hydrates it whole.
 */
export async function renderPage(path: string, language: Language, islands: boolean): Promise<RenderedPage> {
  await publicPageFor(path)?.Page.preload();
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  let meta: PageMeta = { title: 'Lunia', description: '' };
  const collected: CollectedIsland[] = [];
  const collect = (island: CollectedIsland) => collected.push(island) - 1;
  const rendered = renderToString(
    <StrictMode>
      <IslandCollectorContext.Provider value={islands ? collect : null}>
        <PageMetaCollector.Provider
          value={(collected) => {
            meta = collected;
          }}
        >
          <StaticRouter basename={basenameFor(language) || undefined} location={localizedPath(language, path)}>
            <App />
          </StaticRouter>
        </PageMetaCollector.Provider>
      </IslandCollectorContext.Provider>
    </StrictMode>,
  );
  let html = rendered;
  collected.forEach((island, slot) => {
    const markup = renderIsland(island, { language, path });
    if (!html.includes(islandSlot(slot))) throw new Error(`${path}: the slot of island ${island.name} is missing`);
    html = html.replace(islandSlot(slot), () => markup);
  });
  return { html, meta, islands: collected.map(({ name }) => name) };
}

/** Island name → the module its chunk starts from (see app/islands/island-registry.ts). */
export const islandSources: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(islandRegistry).flatMap(([name, { source }]) => (source ? [[name, source]] : [])),
);

/** Page address → the module its chunk starts from (see page-routes.tsx). */
export const publicPageSources: Readonly<Record<string, string>> = Object.fromEntries(
  publicPageRoutes.map(({ path, source }) => [path, source]),
);
