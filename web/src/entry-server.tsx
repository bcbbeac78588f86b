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
import { prerenderedPaths, publicPageFor, publicPageRoutes } from './app/page-routes';
import { basenameFor, loadLanguage, localizedPath } from './lib/i18n';
import { fullTitle, type PageMeta, PageMetaCollector } from './lib/use-page-meta';

export { fullTitle, localizedPath, prerenderedPaths };

export interface RenderedPage {
  html: string;
  meta: PageMeta;
}

/** `path` is the English address (`/partners`); the Spanish page is rendered under /es. */
export async function renderPage(path: string, language: Language): Promise<RenderedPage> {
  await publicPageFor(path)?.Page.preload();
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  let meta: PageMeta = { title: 'Lunia', description: '' };
  const html = renderToString(
    <StrictMode>
      <PageMetaCollector.Provider
        value={(collected) => {
          meta = collected;
        }}
      >
        <StaticRouter basename={basenameFor(language) || undefined} location={localizedPath(language, path)}>
          <App />
        </StaticRouter>
      </PageMetaCollector.Provider>
    </StrictMode>,
  );
  return { html, meta };
}

/** Page address → the module its chunk starts from (see page-routes.tsx). */
export const publicPageSources: Readonly<Record<string, string>> = Object.fromEntries(
  publicPageRoutes.map(({ path, source }) => [path, source]),
);
