/// <reference types="node" />
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { contentSecurityPolicy, inlineHashes, PERMISSIONS_POLICY } from './content-security-policy';
import { serveAssetsAsCloudFront } from './preview-assets';
import { siteHostOf, siteOriginOf } from './src/lib/site-origin';

/** Where the dev server forwards `/api`; the local stack sets it when it starts Vite. */
const apiProxyTarget = process.env.LUNIA_API_PROXY ?? 'http://127.0.0.1:4010';
// WEB_DIST_DIR lets tests and benchmarks build elsewhere without touching dist/.
const outDir = process.env.WEB_DIST_DIR ?? 'dist';

/**
 * `vite preview` serves the build as CloudFront does (infra/lib/site-edge.ts, pageRewriteCode): a page
 * address goes to its prerendered `<path>/index.html` when there is one, else to the SPA shell.
 */
function servePrerenderedPages(): Plugin {
  return {
    name: 'lunia-serve-prerendered-pages',
    configurePreviewServer(server) {
      const root = resolve(import.meta.dirname, outDir);
      server.middlewares.use((request, _response, next) => {
        const [pathname = '/', query] = (request.url ?? '/').split('?');
        const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
        const last = path.slice(path.lastIndexOf('/') + 1);
        if (!path.startsWith('/api') && !last.includes('.')) {
          const page = path === '/' ? '/index.html' : `${path}/index.html`;
          const target = existsSync(join(root, page)) ? page : '/__spa-fallback.html';
          request.url = query ? `${target}?${query}` : target;
        }
        next();
      });
    },
  };
}

/** `http://127.0.0.1:4566/x` → `http://127.0.0.1:4566`; undefined for unset or invalid values. */
const originOf = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * The local servers send the same Content-Security-Policy and Permissions-Policy as CloudFront
 * (infra/lib/site-stack.ts), built by content-security-policy.ts. `vite preview` gets the production
 * policy, hashing the built pages' inline scripts; the dev server adds what Vite needs (its inline
 * preamble and injected styles, the HMR websocket). The emulators stand in for Cognito and S3: the
 * local stack sets their addresses in this process before the server starts, and they are read per
 * request so a restarted stack's new ports apply.
 */
function securityHeaders(): Plugin {
  const localOrigins = () => ({
    cognito: [originOf(process.env.VITE_COGNITO_ENDPOINT)].filter((origin) => origin !== undefined),
    uploads: [originOf(process.env.ENDPOINT_S3)].filter((origin) => origin !== undefined),
  });
  // The build's inline scripts and styles, hashed once per preview server (the build does not change under it).
  let builtHashes: { scripts: string[]; styles: string[] } | undefined;
  return {
    name: 'lunia-security-headers',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        // Vite's HMR websocket is on the page's own host and port.
        const host = request.headers.host;
        response.setHeader(
          'Content-Security-Policy',
          contentSecurityPolicy({
            ...localOrigins(),
            inlineScriptHashes: [],
            dev: { hmrOrigins: host ? [`ws://${host}`] : [] },
          }),
        );
        response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
        next();
      });
    },
    configurePreviewServer(server) {
      const root = resolve(import.meta.dirname, outDir);
      server.middlewares.use((_request, response, next) => {
        builtHashes ??= inlineHashes({ buildDir: root });
        response.setHeader(
          'Content-Security-Policy',
          contentSecurityPolicy({
            ...localOrigins(),
            inlineScriptHashes: builtHashes.scripts,
            inlineStyleHashes: builtHashes.styles,
          }),
        );
        response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
        next();
      });
    },
  };
}

/** The modules of the `site-base` chunk (below); a module a group takes brings its own imports along. */
const siteBase = new RegExp(
  [
    /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    /vite[\\/]preload-helper/,
    /src[\\/]app[\\/]shell[\\/]page-recovery\.tsx$/,
    /src[\\/]lib[\\/](theme|preference-cookies|language-path|notifications|use-hydrated)\.ts$/,
    /src[\\/]paths\.ts$/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
);

export default defineConfig({
  root: import.meta.dirname,
  // src/lib/site-host.ts: the company's addresses and the products' sites are named after the site's host.
  define: {
    'import.meta.env.LUNIA_SITE_HOST': JSON.stringify(siteHostOf(siteOriginOf(process.env.LUNIA_SITE_ORIGIN))),
  },
  plugins: [
    react(),
    tailwindcss(),
    securityHeaders(),
    servePrerenderedPages(),
    serveAssetsAsCloudFront(resolve(import.meta.dirname, outDir)),
  ],
  // pdf.js is imported only by the lazily loaded PDF view; pre-bundle it so the dev server does not
  // discover it mid-session and reload the page (which would close an open document viewer).
  optimizeDeps: { include: ['pdfjs-dist'] },
  resolve: {
    // React 19 has useSyncExternalStore; react-i18next's shim for older React would only add weight.
    // Only the bare shim: TanStack Store's `shim/with-selector` is real code and resolves normally.
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: resolve(import.meta.dirname, 'src/lib/use-sync-external-store-shim.ts'),
      },
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiProxyTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiProxyTarget, changeOrigin: true },
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    // scripts/prerender.ts reads it to preload each page's own chunks.
    manifest: true,
    // Every browser the site supports has <link rel="modulepreload">; the polyfill would only add weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The SPA (index.html → src/main.tsx) and the islands of the prerendered public pages (src/islands.tsx).
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        islands: resolve(import.meta.dirname, 'src/islands.tsx'),
      },
      output: {
        codeSplitting: {
          // `site-base` is what every page loads at start, the SPA and the pages with islands alike: React,
          // the islands entry's own imports (page-recovery with its icons, the theme, the preference cookies)
          // and what the header, cookie banner and notification islands share; one file instead of five.
          // The router and i18next need no group: only the SPA and the signed-in visitor's account menu
          // (app/shell/account-menu-anywhere.tsx) import them, so the bundler keeps them, with lib/i18n.ts,
          // in a chunk no page with islands loads at start (the prerender's budgets and
          // test/bench/web-bundle-size.ts check that). A group for i18next would also pull react-i18next's
          // Trans, which only the sign-in and register pages use, into every SPA page's start.
          // docs/decisions/0077-portal-first-route-budget.md, "The portal's first route: a budget and the chunk
          // groups".
          groups: [
            { name: 'site-base', test: siteBase, priority: 2 },
            { name: 'strings-en', test: /src[\\/](lib[\\/]i18n-en\.ts|locales[\\/]en[\\/](common|home)\.json)/ },
            { name: 'strings-es', test: /src[\\/](lib[\\/]i18n-es\.ts|locales[\\/]es[\\/](common|home)\.json)/ },
          ],
        },
      },
    },
  },
});
