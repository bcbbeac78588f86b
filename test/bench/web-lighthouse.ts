/**
 * Lighthouse (mobile, the default config: simulated slow 4G and 4× CPU slowdown) against `vite preview` of
 * the prerendered production build, on /, /products, /contact (the contact form), /pricing and /core (a
 * product page with the beta form). Budgets: performance 100, accessibility, best practices and SEO 100, CLS 0. Each page
 * runs five times; the median performance run is reported and judged (the machine is shared and noisy).
 * LIGHTHOUSE_PAGES (comma-separated) narrows the pages for a quick check.
 */
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { BenchmarkResult } from './benchmark';
import { buildWeb, repoRoot } from './web-build';

const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/products', '/contact', '/pricing', '/core'];
const RUNS = 5;
const budgets = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 } as const;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function benchWebLighthouse(): Promise<BenchmarkResult> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Canonical URLs must be on the audited origin, so this build names the preview server as its site.
  const distDir = await buildWeb(origin);
  process.env.WEB_DIST_DIR = distDir;
  const { preview } = await import('vite');
  const server = await preview({
    configFile: join(repoRoot, 'web/vite.config.ts'),
    preview: { port, strictPort: true, host: '127.0.0.1', open: false },
    logLevel: 'warn',
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  const rows: Record<string, string>[] = [];
  const failures: string[] = [];
  try {
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(budgets),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        runs.push(result.lhr);
      }
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const median = runs[Math.floor(runs.length / 2)];
      if (!median) continue;
      const score = (id: keyof typeof budgets) => Math.round((median.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => median.audits[id]?.numericValue ?? Number.NaN;
      rows.push({
        page,
        performance: String(score('performance')),
        accessibility: String(score('accessibility')),
        'best practices': String(score('best-practices')),
        seo: String(score('seo')),
        'FCP ms': metric('first-contentful-paint').toFixed(0),
        'LCP ms': metric('largest-contentful-paint').toFixed(0),
        'TBT ms': metric('total-blocking-time').toFixed(0),
        CLS: metric('cumulative-layout-shift').toFixed(3),
        'perf runs': runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)).join('/'),
      });
      for (const [id, budget] of Object.entries(budgets) as [keyof typeof budgets, number][]) {
        if (score(id) < budget) {
          const failed = Object.values(median.audits)
            .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
            .map((audit) => audit.id);
          failures.push(
            `${page} ${id} ${score(id)} < ${budget}${id !== 'performance' ? ` (failed audits: ${failed.join(', ')})` : ''}`,
          );
        }
      }
      if (metric('cumulative-layout-shift') > 0) failures.push(`${page} CLS ${metric('cumulative-layout-shift')} > 0`);
    }
  } finally {
    chrome.kill();
    await server.close();
    await rm(distDir, { recursive: true, force: true });
  }
  return {
    name: 'Web: Lighthouse mobile on vite preview of the prerendered build (median of 5; perf 100, a11y, best practices, SEO 100; CLS 0)',
    rows,
    failures,
  };
}
