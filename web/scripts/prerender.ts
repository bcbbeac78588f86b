/// <reference types="node" />
/**
 * Prerenders every public page in English (/path) and Spanish (/es/path) after `vite build`:
 * builds src/entry-server.tsx with Vite's SSR build, renders each page to HTML with its title,
 * description, canonical and hreflang alternates, and writes `<out>/<path>/index.html`, plus the SPA
 * shell for every other address (`__spa-fallback.html`, served by the CloudFront page rewrite),
 * `sitemap.xml` and `robots.txt`. The browser hydrates the prerendered HTML (src/main.tsx).
 *
 * Environment: WEB_DIST_DIR (default dist), LUNIA_SITE_ORIGIN (absolute origin for canonical URLs,
 * sitemap and robots; its default is in src/lib/site-origin.ts).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { siteOriginOf } from '../src/lib/site-origin';
import { APP_PATH_PREFIXES } from '../src/paths';

type Language = 'en' | 'es';
const LANGUAGES: readonly Language[] = ['en', 'es'];

interface ServerEntry {
  renderPage(path: string, language: Language): Promise<{ html: string; meta: { title: string; description: string } }>;
  prerenderedPaths: readonly string[];
  publicPageSources: Readonly<Record<string, string>>;
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
const ssrOutDir = join(webRoot, 'node_modules', '.prerender');

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
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry');
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
    const chunks = pageChunks(manifest, entry.publicPageSources[path], language);
    const { html, meta } = await entry.renderPage(path, language);
    const address = entry.localizedPath(language, path);
    const page = fillTemplate(template, {
      language,
      title: entry.fullTitle(meta.title),
      description: meta.description,
      head: headFor({ entry, path, language, meta, chunks }),
      rootAttributes: ` data-prerendered-url="${escapeHtml(address)}"`,
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
