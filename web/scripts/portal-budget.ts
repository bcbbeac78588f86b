/// <reference types="node" />
/**
 * Fails the build when the portal's first route (scripts/portal-first-route.ts) is over its budget, as
 * scripts/prerender.ts does for the pages with islands. Runs after the prerender (`npm run build`).
 * Environment: WEB_DIST_DIR (default dist). `--files` lists every file with its size.
 */
import { resolve } from 'node:path';
import { describePortalFirstRoute, kilobytes, measurePortalFirstRoute } from './portal-first-route';

const distDir = resolve(import.meta.dirname, '..', process.env.WEB_DIST_DIR ?? 'dist');
const route = await measurePortalFirstRoute(distDir);
if (process.argv.includes('--files')) {
  for (const file of [...route.files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${kilobytes(file.gzip).padStart(6)} KB  ${file.part.padEnd(7)}  ${file.file}`);
  }
}
const summary = describePortalFirstRoute(route);
if (route.gzipBytes > route.budgetBytes) throw new Error(summary);
console.log(summary);
