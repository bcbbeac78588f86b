/**
 * What the site's CloudFront distribution is given from the web build (site-stack.ts): the CSP hashes of
 * the inline scripts and styles, the limit CloudFront puts on the security headers, the prerendered
 * pages and the viewer-request functions that route page addresses and pass the viewer's address on.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { VIEWER_ADDRESS_HEADER } from '../../shared/src/api/headers';
import {
  cognitoOrigin,
  contentSecurityPolicy,
  inlineHashes,
  PERMISSIONS_POLICY,
  uploadBucketOrigin,
} from '../../web/content-security-policy';

/**
 * The CSP hash sources of the inline scripts and styles the site serves: read from the build when there
 * is one (every HTML file), else from the source index.html, so the policy cannot drift from the pages.
 */
export function siteInlineHashes(webDistDir: string, indexHtmlPath: string): { scripts: string[]; styles: string[] } {
  return existsSync(join(webDistDir, 'index.html'))
    ? inlineHashes({ buildDir: webDistDir })
    : inlineHashes({ files: [indexHtmlPath] });
}

/** Page paths that have their own prerendered `index.html` in the build (`/partners` → `partners/index.html`). */
export function prerenderedPages(webDistDir: string): string[] {
  if (!existsSync(webDistDir)) return [];
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') walk(path);
      else if (entry.name === 'index.html' && dir !== webDistDir)
        pages.push(`/${relative(webDistDir, dir).split(sep).join('/')}`);
    }
  };
  walk(webDistDir);
  return pages.sort();
}

/**
 * Viewer-request code (cloudfront-js-2.0). Page URLs are rewritten; files keep their URL. React
 * Router's prerender writes the SPA shell to `__spa-fallback.html` when `/` itself is prerendered.
 */
export function pageRewriteCode(pages: string[], spaShell: string): string {
  return `var pages = ${JSON.stringify(Object.fromEntries(pages.map((p) => [p, true])))};
function handler(event) {
  var request = event.request;
  var uri = request.uri.length > 1 && request.uri.endsWith('/') ? request.uri.slice(0, -1) : request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return request;
  request.uri = uri === '/' ? '/index.html' : pages[uri] ? uri + '/index.html' : ${JSON.stringify(spaShell)};
  return request;
}`;
}

/**
 * CloudFront refuses a response headers policy whose Content-Security-Policy, or any custom header's
 * value, is longer than this (TooLongCSPInResponseHeadersPolicy at deploy time; the quota cannot be raised).
 */
export const CLOUDFRONT_HEADER_VALUE_MAX = 1783;

/**
 * Fails the synth, not the deploy, when the security headers could pass CloudFront's limit once the
 * tokens are resolved: the policy is measured with every upload bucket name at S3's 63 characters and
 * the longest region and domain suffix. Every inline script and stylesheet of the build adds a hash
 * (≈ 53 characters), so a build that inlines a different stylesheet per page would pass it.
 */
export function assertHeadersFitCloudFront(
  inline: { scripts: string[]; styles: string[] },
  uploadBuckets: number,
): void {
  const region = 'ap-southeast-5';
  const suffix = 'amazonaws.com.cn';
  const longest = contentSecurityPolicy({
    inlineScriptHashes: inline.scripts,
    inlineStyleHashes: inline.styles,
    cognito: [cognitoOrigin(region, suffix)],
    uploads: Array.from({ length: uploadBuckets }, (_, i) =>
      uploadBucketOrigin(`${i}`.padEnd(63, 'x'), region, suffix),
    ),
  });
  for (const [header, value] of [
    ['Content-Security-Policy', longest],
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ] as const) {
    if (value.length > CLOUDFRONT_HEADER_VALUE_MAX) {
      throw new Error(
        `${header} can reach ${value.length} characters, over CloudFront's ${CLOUDFRONT_HEADER_VALUE_MAX} (${inline.scripts.length} inline script and ${inline.styles.length} inline style hashes in the web build)`,
      );
    }
  }
}

/** Viewer-request code of `/api/*` (cloudfront-js-2.0): the viewer's IP as VIEWER_ADDRESS_HEADER. */
export const viewerAddressCode = `function handler(event) {
  var request = event.request;
  request.headers[${JSON.stringify(VIEWER_ADDRESS_HEADER)}] = { value: event.viewer.ip };
  return request;
}`;
