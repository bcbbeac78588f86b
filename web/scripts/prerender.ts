/// <reference types="node" />
/**
 * Prerenders every public page in English (/path) and Spanish (/es/path) after `vite build`:
 * builds src/entry-server.tsx with Vite's SSR build, renders each page to HTML with its title,
 * description, canonical and hreflang alternates, and writes `<out>/<path>/index.html`, plus the SPA
 * shell for every other address (`__spa-fallback.html`, served by the CloudFront page rewrite),
 * `sitemap.xml` and `robots.txt`. A public page is static HTML whose islands alone hydrate, with the
 * islands entry as its only script (src/islands.tsx, app/islands/); the pages still listed in
 * `spaHydratedPaths` load the SPA, which hydrates them whole (src/main.tsx).
 *
 * Environment: WEB_DIST_DIR (default dist), LUNIA_SITE_ORIGIN (absolute origin for canonical URLs,
 * sitemap and robots; its default is in src/lib/site-origin.ts).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { siteOriginOf } from '../src/lib/site-origin';
import { APP_PATH_PREFIXES } from '../src/paths';

type Language = 'en' | 'es';
const LANGUAGES: readonly Language[] = ['en', 'es'];

interface ServerEntry {
  renderPage(
    path: string,
    language: Language,
    islands: boolean,
  ): Promise<{ html: string; meta: { title: string; description: string }; islands: string[] }>;
  prerenderedPaths: readonly string[];
  spaHydratedPaths: ReadonlySet<string>;
  publicPageSources: Readonly<Record<string, string>>;
  islandSources: Readonly<Record<string, string>>;
  fullTitle(title: string): string;
  localizedPath(language: Language, pathname: string): string;
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const webRoot = resolve(import.meta.dirname, '..');
const outDir = resolve(webRoot, process.env.WEB_DIST_DIR ?? 'dist');
const siteOrigin = siteOriginOf(process.env.LUNIA_SITE_ORIGIN);
// Per process: builds running side by side (tests, benchmarks) do not overwrite each other's server entry.
const ssrOutDir = join(webRoot, 'node_modules', `.prerender-${process.pid}`);

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

async function buildServerEntry(): Promise<ServerEntry> {
  await build({
    configFile: join(webRoot, 'vite.config.ts'),
    root: webRoot,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrOutDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
    ssr: { noExternal: ['@lunia/shared'] },
  });
  return (await import(pathToFileURL(join(ssrOutDir, 'entry-server.js')).href)) as ServerEntry;
}

/**
 * The JS files a page needs beyond what the entry already loads: its chunk and the chunks it imports,
 * and its strings in the page's language, which main.tsx loads before hydrating (the entry's
 * `src/lib/i18n-<language>.ts` and the `src/locales/<language>/*.json` its chunks import dynamically).
 */
function pageChunks(manifest: Manifest, source: string | undefined, language: Language): string[] {
  const entryKey = 'index.html';
  if (!manifest[entryKey]?.isEntry) throw new Error('The build manifest has no SPA entry');
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const loadedByEntry = new Set<string>();
  collect(entryKey, loadedByEntry);
  const needed = new Set<string>();
  if (source) {
    if (!manifest[source]) throw new Error(`The build manifest has no chunk for ${source}`);
    collect(source, needed);
  }
  // vite.config.ts groups the shell's strings of each language into the chunk `strings-<language>`.
  const isLanguageChunk = (key: string) =>
    key === `src/lib/i18n-${language}.ts` ||
    key.startsWith(`src/locales/${language}/`) ||
    manifest[key]?.name === `strings-${language}`;
  for (const key of [...loadedByEntry, ...needed]) {
    for (const imported of manifest[key]?.dynamicImports ?? [])
      if (isLanguageChunk(imported)) collect(imported, needed);
  }
  const entryFiles = new Set([...loadedByEntry].map((key) => manifest[key]?.file));
  return [...new Set([...needed].map((key) => manifest[key]?.file as string))].filter((file) => !entryFiles.has(file));
}

/** The chunks a chunk imports statically, itself first. */
function withImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into);
  return into;
}

/**
 * The script of a page of static HTML with islands: the islands entry, and module preloads for what it
 * imports and for the code of the page's own islands (which it imports dynamically at once), so they
 * download in parallel rather than one after the other.
 */
function islandScripts(manifest: Manifest, entry: ServerEntry, islands: readonly string[]): string {
  const entryKey = 'src/islands.tsx';
  if (!manifest[entryKey]?.isEntry) throw new Error('The build manifest has no islands entry');
  const preloaded = withImports(manifest, entryKey);
  // An island's module is also in the SPA's code, so its chunk may be a shared one named after it rather
  // than keyed by its source.
  const loadedAtStart = manifest[entryKey]?.dynamicImports ?? [];
  for (const island of new Set(islands)) {
    const source = entry.islandSources[island];
    if (!source) continue; // its code is in the islands entry
    const name = source?.slice(source.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');
    const key = loadedAtStart.find((chunk) => chunk === source || manifest[chunk]?.name === name);
    if (!key) throw new Error(`The build manifest has no chunk for island ${island} (${source})`);
    withImports(manifest, key, preloaded);
  }
  const [script, ...preloads] = [...preloaded].map((key) => `/${manifest[key]?.file}`);
  return [
    `<script type="module" crossorigin src="${script}"></script>`,
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
  ].join('\n    ');
}

/** The SPA's script and module preloads in the built index.html, replaced on a page with islands. */
const spaScripts =
  /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * Issue 28's budgets for a page of static HTML with islands, checked on every build: the scripts its HTML
 * names (the islands entry, its imports and its islands' code: all it loads at start), gzip -9.
 * test/bench/web-bundle-size.ts measures the same in a browser.
 */
const ISLAND_PAGE_BUDGETS = { home: 80 * 1024, other: 100 * 1024 };

async function checkIslandBudget(address: string, scripts: string): Promise<void> {
  let gzip = 0;
  for (const [, file] of scripts.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)) {
    gzip += gzipSync(await readFile(join(outDir, file as string)), { level: 9 }).length;
  }
  const budget = address === '/' || address === '/es' ? ISLAND_PAGE_BUDGETS.home : ISLAND_PAGE_BUDGETS.other;
  if (gzip > budget) {
    throw new Error(`${address} loads ${(gzip / 1024).toFixed(1)} KB gzip of JS; its budget is ${budget / 1024} KB`);
  }
}

function withIslandScripts(template: string, scripts: string): string {
  const withoutSpa = template.replace(spaScripts, '');
  if (withoutSpa === template) throw new Error('index.html template: no module script');
  return withoutSpa.replace('</head>', () => `  ${scripts}\n  </head>`);
}

function headFor(options: {
  entry: ServerEntry;
  path: string;
  language: Language;
  meta: { title: string; description: string };
  chunks: string[];
}): string {
  const { entry, path, language, meta, chunks } = options;
  const url = (lang: Language) =>
    `${siteOrigin}${entry.localizedPath(lang, path) === '/' ? '/' : entry.localizedPath(lang, path)}`;
  const title = escapeHtml(entry.fullTitle(meta.title));
  const description = escapeHtml(meta.description);
  return [
    `<link rel="canonical" href="${url(language)}" />`,
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${url(lang)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${url('en')}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Lunia" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url(language)}" />`,
    `<meta property="og:locale" content="${language === 'es' ? 'es_PR' : 'en_US'}" />`,
    '<meta name="twitter:card" content="summary" />',
    // The page's own chunks are loaded by main.tsx before it hydrates. Preload hints for them would compete
    // with the first paint on slow connections (the content is already in the HTML), so they are
    // requested only when the entry has run; low priority prefetch lets an idle connection start early.
    ...chunks.map((file) => `<link rel="prefetch" crossorigin href="/${file}" />`),
  ].join('\n    ');
}

function fillTemplate(
  template: string,
  parts: { language: Language; title: string; description: string; head: string; rootAttributes: string; html: string },
): string {
  const replaceOnce = (text: string, search: string | RegExp, replacement: string) => {
    const found = typeof search === 'string' ? text.includes(search) : search.test(text);
    if (!found) throw new Error(`index.html template: ${String(search)} not found`);
    return text.replace(search, () => replacement);
  };
  let page = replaceOnce(template, '<html lang="en">', `<html lang="${parts.language}">`);
  page = replaceOnce(page, /<title>[^<]*<\/title>/, `<title>${escapeHtml(parts.title)}</title>`);
  page = replaceOnce(
    page,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
    `<meta name="description" content="${escapeHtml(parts.description)}" />`,
  );
  page = replaceOnce(page, '<!--app-head-->', parts.head);
  page = replaceOnce(
    page,
    '<div id="root"><!--app-html--></div>',
    `<div id="root"${parts.rootAttributes}>${parts.html}</div>`,
  );
  return page;
}

function outputFile(pathname: string): string {
  return pathname === '/' ? join(outDir, 'index.html') : join(outDir, pathname.slice(1), 'index.html');
}

function sitemap(entry: ServerEntry): string {
  const urls = entry.prerenderedPaths.flatMap((path) =>
    LANGUAGES.map((language) => {
      const loc = (lang: Language) => `${siteOrigin}${entry.localizedPath(lang, path)}`;
      const alternates = LANGUAGES.map(
        (lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${loc(lang)}" />`,
      ).join('\n');
      return `  <url>\n    <loc>${loc(language)}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

// The signed-in pages (the same list that hides the public header) are not for crawlers, in either language.
const robots = `User-agent: *
Allow: /
${APP_PATH_PREFIXES.flatMap((prefix) => [`Disallow: ${prefix}`, `Disallow: /es${prefix}`]).join('\n')}

Sitemap: ${siteOrigin}/sitemap.xml
`;

/**
 * The stylesheet is small (≈ 9 KB gzip) and render-blocking: inlined into every prerendered page, the
 * first paint needs no second request. The SPA shell keeps the cacheable link.
 */
async function inlineStylesheet(html: string): Promise<string> {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(html);
  if (!link?.[1]) throw new Error('index.html template: no stylesheet link');
  const css = await readFile(join(outDir, link[1]), 'utf8');
  return html.replace(link[0], () => `<style>${css}</style>`);
}

const started = performance.now();
const shellTemplate = await readFile(join(outDir, 'index.html'), 'utf8');
const template = await inlineStylesheet(shellTemplate);
const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const entry = await buildServerEntry();

// The SPA shell first, from the untouched template: every address that is not prerendered gets it.
await writeFile(
  join(outDir, '__spa-fallback.html'),
  shellTemplate.replace('<!--app-head-->', '<meta name="robots" content="noindex" />').replace('<!--app-html-->', ''),
);

let pageCount = 0;
for (const path of entry.prerenderedPaths) {
  for (const language of LANGUAGES) {
    const islands = !entry.spaHydratedPaths.has(path);
    const chunks = islands ? [] : pageChunks(manifest, entry.publicPageSources[path], language);
    const rendered = await entry.renderPage(path, language, islands);
    const { html, meta } = rendered;
    const address = entry.localizedPath(language, path);
    const scripts = islands ? islandScripts(manifest, entry, rendered.islands) : undefined;
    if (scripts) await checkIslandBudget(address, scripts);
    const pageTemplate = scripts ? withIslandScripts(template, scripts) : template;
    const page = fillTemplate(pageTemplate, {
      language,
      title: entry.fullTitle(meta.title),
      description: meta.description,
      head: headFor({ entry, path, language, meta, chunks }),
      // Only the SPA hydrates #root as a whole (src/main.tsx); a page with islands hydrates its islands alone.
      rootAttributes: islands ? '' : ` data-prerendered-url="${escapeHtml(address)}"`,
      html,
    });
    const file = outputFile(address);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page);
    pageCount++;
  }
}
await writeFile(join(outDir, 'sitemap.xml'), sitemap(entry));
await writeFile(join(outDir, 'robots.txt'), robots);
await rm(ssrOutDir, { recursive: true, force: true });
console.log(
  `Prerendered ${pageCount} pages (${entry.prerenderedPaths.length} × en, es) into ${outDir} in ${Math.round(performance.now() - started)} ms`,
);
