/**
 * The JavaScript a browser loads on each public page of the production build: every script response
 * until the network is idle (chromium against `vite preview` of the prerendered build, 390 px wide, a
 * first-time visitor), each file gzip -9 as the CDN would send it. Budgets (issue 28): `/` ≤ 80 KB, every
 * other public page ≤ 100 KB. The auth library (aws-amplify), zod, the API client's route manifest, the
 * router and i18next must not be among them on a page of static HTML with islands (the pages the SPA
 * hydrates whole, `spaHydratedPaths` (none today), load the router and i18next). The last row is the
 * portal's first route, from the build manifest (web/scripts/portal-first-route.ts: the SPA shell and the
 * sign-in page, which the build also checks). WEB_BENCH_DIST measures an existing build instead of building
 * one (to compare with an older build).
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { kilobytes, measurePortalFirstRoute } from '../../web/scripts/portal-first-route';
import type { BenchmarkResult } from './benchmark';
import { buildWeb, repoRoot } from './web-build';

export const HOME_JS_BUDGET_BYTES = 80 * 1024;
export const PUBLIC_PAGE_JS_BUDGET_BYTES = 100 * 1024;
const pages = [
  '/',
  '/products',
  '/pricing',
  '/bookrx',
  '/shift',
  '/core',
  '/vault',
  '/partners',
  '/contact',
  '/press',
  '/legal',
];
const budgetOf = (page: string) => (page === '/' ? HOME_JS_BUDGET_BYTES : PUBLIC_PAGE_JS_BUDGET_BYTES);

/**
 * Markers that survive minification: Amplify's user-agent, classic-zod-only method names, the `_zod`
 * property every zod schema has, the admin paths only the full route manifest (the API client) has,
 * the router's history event and i18next's namespace separator option.
 */
const forbidden = [
  { name: 'aws-amplify', pattern: /aws-amplify/, always: true },
  { name: 'zod classic', pattern: /superRefine|\.describe\(|ZodEffects/, always: true },
  { name: 'zod', pattern: /_zod/, always: true },
  { name: 'API route manifest', pattern: /\/api\/admin/, always: true },
  { name: 'router', pattern: /may be used only in the context of a <Router>/, always: false },
  { name: 'i18next', pattern: /nsSeparator/, always: false },
];

export async function benchWebBundleSize(): Promise<BenchmarkResult> {
  const distDir = process.env.WEB_BENCH_DIST ?? (await buildWeb());
  process.env.WEB_DIST_DIR = distDir;
  const { preview } = await import('vite');
  const server = await preview({
    configFile: join(repoRoot, 'web/vite.config.ts'),
    preview: { port: 0, host: '127.0.0.1', open: false },
    logLevel: 'warn',
  });
  const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const rows: Record<string, string>[] = [];
  const failures: string[] = [];
  try {
    if (!origin) throw new Error('vite preview has no address');
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
      const tab = await context.newPage();
      const scripts = new Set<string>();
      tab.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === origin && /\.m?js$/.test(url.pathname)) scripts.add(url.pathname);
      });
      await tab.goto(`${origin}${page}`, { waitUntil: 'networkidle' });
      const islands = await tab.evaluate(() => !document.getElementById('root')?.dataset.prerenderedUrl);
      await context.close();
      let raw = 0;
      let gzip = 0;
      const found = new Set<string>();
      for (const file of scripts) {
        const content = await readFile(join(distDir, file));
        raw += content.length;
        gzip += gzipSync(content, { level: 9 }).length;
        for (const { name, pattern, always } of forbidden)
          if ((always || islands) && pattern.test(content.toString('utf8'))) found.add(name);
      }
      rows.push({
        page,
        hydration: islands ? 'islands' : 'whole SPA',
        files: String(scripts.size),
        'raw KB': (raw / 1024).toFixed(1),
        'gzip KB': (gzip / 1024).toFixed(1),
        'budget KB': String(budgetOf(page) / 1024),
        forbidden: [...found].join(', ') || 'none',
      });
      if (gzip > budgetOf(page))
        failures.push(`${page} loads ${(gzip / 1024).toFixed(1)} KB gzip of JS (budget ${budgetOf(page) / 1024} KB)`);
      if (found.size > 0) failures.push(`${page} loads ${[...found].join(' and ')}`);
    }
    const portal = await measurePortalFirstRoute(distDir);
    rows.push({
      page: '/signin (portal first route)',
      hydration: 'SPA',
      files: String(portal.files.length),
      'raw KB': kilobytes(portal.rawBytes),
      'gzip KB': kilobytes(portal.gzipBytes),
      'budget KB': kilobytes(portal.budgetBytes),
      forbidden: 'n/a (SPA)',
    });
    if (portal.gzipBytes > portal.budgetBytes)
      failures.push(
        `the portal's first route loads ${kilobytes(portal.gzipBytes)} KB gzip (budget ${kilobytes(portal.budgetBytes)} KB)`,
      );
  } finally {
    await browser.close();
    await server.close();
    if (!process.env.WEB_BENCH_DIST) await rm(distDir, { recursive: true, force: true });
  }
  return {
    name: 'Web: JS a browser loads per public page until network idle, and the portal first route from the manifest (gzip -9)',
    rows,
    failures,
  };
}
