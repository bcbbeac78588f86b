/**
 * The JavaScript a public page loads before it is interactive: the entry script and every chunk the
 * prerendered HTML names for the page (modulepreload and prefetch: its code and its strings in the page's
 * language, which main.tsx loads before hydrating), each file gzip -9. Budgets (issue 14): `/` ≤ 110 KB,
 * every other public page ≤ 130 KB. The auth library (aws-amplify), zod (the forms load their schemas when a
 * visitor starts on them) and the API client's route manifest must not be among them on any public page.
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchmarkResult } from './benchmark';
import { buildWeb } from './web-build';

export const HOME_JS_BUDGET_BYTES = 110 * 1024;
export const PUBLIC_PAGE_JS_BUDGET_BYTES = 130 * 1024;
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
 * property every zod schema has, and the admin paths only the full route manifest (the API client) has.
 */
const forbidden = [
  { name: 'aws-amplify', pattern: /aws-amplify/ },
  { name: 'zod classic', pattern: /superRefine|\.describe\(|ZodEffects/ },
  { name: 'zod', pattern: /_zod/ },
  { name: 'API route manifest', pattern: /\/api\/admin/ },
];

export async function benchWebBundleSize(): Promise<BenchmarkResult> {
  const distDir = await buildWeb();
  const rows: Record<string, string>[] = [];
  const failures: string[] = [];
  try {
    for (const page of pages) {
      const html = await readFile(join(distDir, page === '/' ? '' : page, 'index.html'), 'utf8');
      const files = [
        ...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g),
        ...html.matchAll(/<link rel="(?:modulepreload|prefetch)"[^>]*href="\/([^"]+)"/g),
      ].map((match) => match[1] as string);
      let raw = 0;
      let gzip = 0;
      const found = new Set<string>();
      for (const file of new Set(files)) {
        const content = await readFile(join(distDir, file));
        raw += content.length;
        gzip += gzipSync(content, { level: 9 }).length;
        for (const { name, pattern } of forbidden) if (pattern.test(content.toString('utf8'))) found.add(name);
      }
      rows.push({
        page,
        files: String(new Set(files).size),
        'raw KB': (raw / 1024).toFixed(1),
        'gzip KB': (gzip / 1024).toFixed(1),
        'budget KB': String(budgetOf(page) / 1024),
        forbidden: [...found].join(', ') || 'none',
      });
      if (gzip > budgetOf(page))
        failures.push(`${page} loads ${(gzip / 1024).toFixed(1)} KB gzip of JS (budget ${budgetOf(page) / 1024} KB)`);
      if (found.size > 0) failures.push(`${page} loads ${[...found].join(' and ')}`);
    }
  } finally {
    await rm(distDir, { recursive: true, force: true });
  }
  return {
    name: 'Web: initial JS per public page (gzip -9; budget / ≤ 110 KB, others ≤ 130 KB; no aws-amplify, zod or API manifest)',
    rows,
    failures,
  };
}
