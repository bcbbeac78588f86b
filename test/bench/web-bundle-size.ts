/**
 * The JavaScript a public page loads before it is interactive: the entry script and every chunk the
 * prerendered HTML names for the page (main.tsx loads them before hydrating), gzip -9. Budget for `/`:
 * 130 KB. The auth library (aws-amplify) and zod's classic API must not be among them on any public page.
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchmarkResult } from './benchmark';
import { buildWeb } from './web-build';

export const HOME_JS_BUDGET_BYTES = 130 * 1024;
const pages = ['/', '/products', '/core', '/vault', '/partners', '/contact', '/press', '/legal'];

/** Markers that survive minification: Amplify's user-agent and classic-zod-only method names. */
const forbidden = [
  { name: 'aws-amplify', pattern: /aws-amplify/ },
  { name: 'zod classic', pattern: /superRefine|\.describe\(|ZodEffects/ },
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
        forbidden: [...found].join(', ') || 'none',
      });
      if (page === '/' && gzip > HOME_JS_BUDGET_BYTES)
        failures.push(`/ loads ${(gzip / 1024).toFixed(1)} KB gzip of JS (budget ${HOME_JS_BUDGET_BYTES / 1024} KB)`);
      if (found.size > 0) failures.push(`${page} loads ${[...found].join(' and ')}`);
    }
  } finally {
    await rm(distDir, { recursive: true, force: true });
  }
  return {
    name: 'Web: initial JS per public page (gzip -9; budget / ≤ 130 KB, no aws-amplify or zod classic)',
    rows,
    failures,
  };
}
