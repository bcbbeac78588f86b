/// <reference types="node" />
/**
 * The web app's Content-Security-Policy and Permissions-Policy, built in one place for the three
 * servers that send them: CloudFront (infra/lib/site-stack.ts), `vite preview` (the same production
 * policy, with the local emulators' addresses) and the Vite dev server (plus what HMR needs).
 *
 * Node only (infra and web/vite.config.ts load it; nothing in src/ does).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PolicyOrigins {
  /** Where Amplify signs in: `https://cognito-idp.<region>.amazonaws.com` in AWS, cognito-local locally. */
  cognito: string[];
  /** The upload buckets' addresses: presigned POST uploads, presigned GETs of photos, images and PDFs. */
  uploads: string[];
}

export interface ContentSecurityPolicyOptions extends PolicyOrigins {
  /** `'sha256-…'` sources of the inline scripts the HTML carries (the theme snippet in index.html). */
  inlineScriptHashes: string[];
  /** `'sha256-…'` sources of inline `<style>` elements (the prerendered pages inline the stylesheet). */
  inlineStyleHashes?: string[];
  /**
   * Vite's dev server: its inline React-refresh preamble and injected `<style>` tags, and the HMR
   * websocket. Never for a build.
   */
  dev?: { hmrOrigins: string[] };
}

const unique = (values: string[]) => [...new Set(values.filter((value) => value !== ''))];

export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const dev = options.dev;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(dev ? ["'unsafe-inline'"] : options.inlineScriptHashes)]],
    // React sets `style` props through the CSSOM, which style-src does not govern; prerendered pages
    // inline the stylesheet (web/scripts/prerender.ts), allowed by its hash.
    ['style-src', ["'self'", ...(dev ? ["'unsafe-inline'"] : (options.inlineStyleHashes ?? []))]],
    // Photos and image documents are presigned S3 GETs; thumbnails and previews are blob:/data: URLs.
    ['img-src', ["'self'", 'data:', 'blob:', ...options.uploads]],
    ['font-src', ["'self'", 'data:']],
    // The API is same-origin (/api); Amplify talks to Cognito; uploads POST to S3 and pdf.js fetches PDFs.
    ['connect-src', ["'self'", ...options.cognito, ...options.uploads, ...(dev?.hmrOrigins ?? [])]],
    // pdf.js runs its worker from the build's own assets (pdfjs-dist/build/pdf.worker.min.mjs?url).
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/**
 * Powerful features the app never uses, switched off for the page and anything it might embed.
 * Only names Chromium recognises: an unknown one is logged as a console error (and Lighthouse counts it).
 * Fullscreen (the document viewer) and clipboard writes (the Lunia ID card) keep their defaults.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The bodies of the inline `<script>` (without a `src`) or `<style>` elements of an HTML document,
 * exactly as the browser hashes them.
 */
export function inlineElements(html: string, element: 'script' | 'style'): string[] {
  return [...html.matchAll(new RegExp(`<${element}\\b([^>]*)>([\\s\\S]*?)</${element}>`, 'gi'))]
    .filter((match) => !/\bsrc\s*=/i.test(match[1] ?? ''))
    .map((match) => match[2] ?? '')
    .filter((body) => body.trim() !== '');
}

const hashSource = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** CSP hash sources (`'sha256-…'`) of every inline script of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  return inlineElements(html, 'script').map(hashSource);
}

export function inlineStyleHashes(html: string): string[] {
  return inlineElements(html, 'style').map(hashSource);
}

/** The HTML files of a build (hashed assets excluded). */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** The hash sources of every inline script and style in the given HTML files (or every HTML file of a build). */
export function inlineHashes(source: { files: string[] } | { buildDir: string }): {
  scripts: string[];
  styles: string[];
} {
  const files = 'files' in source ? source.files : htmlFiles(source.buildDir);
  const pages = files.map((file) => readFileSync(file, 'utf8'));
  const collect = (hash: (html: string) => string[]) => [...new Set(pages.flatMap(hash))].sort();
  return { scripts: collect(inlineScriptHashes), styles: collect(inlineStyleHashes) };
}

/** The upload bucket origins presigned URLs use (functions/src/lib/aws/s3-objects.ts: virtual-hosted, regional). */
export const uploadBucketOrigin = (bucket: string, region: string, urlSuffix = 'amazonaws.com') =>
  `https://${bucket}.s3.${region}.${urlSuffix}`;

export const cognitoOrigin = (region: string, urlSuffix = 'amazonaws.com') =>
  `https://cognito-idp.${region}.${urlSuffix}`;
