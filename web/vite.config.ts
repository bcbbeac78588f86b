/// <reference types="node" />
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Where the dev server forwards `/api`; the local stack sets it when it starts Vite. */
const apiProxyTarget = process.env.LUNIA_API_PROXY ?? 'http://127.0.0.1:4010';
// WEB_DIST_DIR lets tests and benchmarks build elsewhere without touching dist/.
const outDir = process.env.WEB_DIST_DIR ?? 'dist';

/**
 * `vite preview` serves the build as CloudFront does (infra/lib/site-stack.ts, pageRewriteCode): a page
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

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), servePrerenderedPages()],
  // pdf.js is imported only by the lazily loaded PDF view; pre-bundle it so the dev server does not
  // discover it mid-session and reload the page (which would close an open document viewer).
  optimizeDeps: { include: ['pdfjs-dist'] },
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
  },
});
