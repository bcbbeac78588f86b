/// <reference types="node" />
/**
 * The JavaScript of the portal's first route, from a build's manifest (`<dist>/.vite/manifest.json`):
 * the SPA shell's scripts (the `index.html` entry, which `__spa-fallback.html` loads, and the chunks it
 * imports statically, which it names as module preloads) and the sign-in page's lazily loaded chunk with
 * the chunks that one imports statically, each file gzip -9 as the CDN sends it. The shell's strings,
 * which it imports dynamically, are not counted. Checked on every build (scripts/portal-budget.ts) and
 * reported by `npm run bench -- web-bundle` (test/bench/web-bundle-size.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Issue 28: the portal keeps its SPA and its first route stays within what it weighed before the islands'
 * chunk groups (commit c63248a, 225.5 KB gzip -9; docs/decisions/0077-portal-first-route-budget.md, "The portal's
 * first route"). Raised to 227 KB when the manifest's described data export (issue 43) and the session
 * shared between tabs (issue 40) brought it to 225.6 KB (docs/decisions/0115-portal-first-route-227-kb.md).
 */
export const PORTAL_FIRST_ROUTE_BUDGET_BYTES = 227 * 1024;

/** The sign-in page's module, as the manifest keys its lazily loaded chunk (app/portal/portal-pages.ts). */
export const SIGN_IN_PAGE_SOURCE = 'src/features/auth/routes/sign-in-page.tsx';
const SHELL_ENTRY = 'index.html';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteFile {
  file: string;
  /** Bytes as built and gzip -9. */
  raw: number;
  gzip: number;
  /** Loaded by the shell at start, or by the sign-in page. */
  part: 'shell' | 'sign-in';
}

export interface PortalFirstRoute {
  files: RouteFile[];
  rawBytes: number;
  gzipBytes: number;
  budgetBytes: number;
}

/** A chunk and every chunk it imports statically, in the order they are reached. */
function withStaticImports(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

export async function measurePortalFirstRoute(distDir: string): Promise<PortalFirstRoute> {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  if (!manifest[SHELL_ENTRY]?.isEntry) throw new Error('The build manifest has no SPA entry (index.html)');
  if (!manifest[SIGN_IN_PAGE_SOURCE]?.isDynamicEntry) {
    throw new Error(`The build manifest has no lazily loaded chunk for ${SIGN_IN_PAGE_SOURCE}`);
  }
  const shell = withStaticImports(manifest, SHELL_ENTRY, new Set());
  const signIn = [...withStaticImports(manifest, SIGN_IN_PAGE_SOURCE, new Set())].filter((key) => !shell.has(key));
  const files: RouteFile[] = [];
  for (const [part, keys] of [
    ['shell', [...shell]],
    ['sign-in', signIn],
  ] as const) {
    for (const key of keys) {
      const file = (manifest[key] as ManifestChunk).file;
      const content = await readFile(join(distDir, file));
      files.push({ file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length, part });
    }
  }
  return {
    files,
    rawBytes: files.reduce((sum, file) => sum + file.raw, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzip, 0),
    budgetBytes: PORTAL_FIRST_ROUTE_BUDGET_BYTES,
  };
}

export const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);

/** One line: the figure, its file count and the budget. */
export function describePortalFirstRoute(route: PortalFirstRoute): string {
  const shellFiles = route.files.filter((file) => file.part === 'shell');
  const shellGzip = shellFiles.reduce((sum, file) => sum + file.gzip, 0);
  return (
    `The portal's first route (/signin) loads ${kilobytes(route.gzipBytes)} KB gzip of JS in ${route.files.length} files ` +
    `(shell ${kilobytes(shellGzip)} KB in ${shellFiles.length}, sign-in page ${kilobytes(route.gzipBytes - shellGzip)} KB ` +
    `in ${route.files.length - shellFiles.length}); its budget is ${kilobytes(route.budgetBytes)} KB`
  );
}
