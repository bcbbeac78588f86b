/**
 * The site's own address at build time, in one place for everything the build writes (docs: README,
 * "Deploy"): vite.config.ts (the host the bundle and the prerendered pages name, ./site-host.ts), the
 * prerender (canonical links, sitemap, robots) and the media kit. `LUNIA_SITE_ORIGIN` names it; a
 * build that names none (the local stack, the web tests) uses the local stack's own domain. Pure: no
 * browser or Node globals, so the build scripts and the app import it alike.
 */

/** The origin of a build that names no site: the local stack's domain. */
export const DEFAULT_SITE_ORIGIN = 'https://lunia.local';

/** The build's site origin: `value` (LUNIA_SITE_ORIGIN) without trailing slashes if it is an absolute URL, else the default. */
export function siteOriginOf(value: string | undefined): string {
  const origin = value?.trim().replace(/\/+$/, '');
  if (!origin) return DEFAULT_SITE_ORIGIN;
  try {
    return new URL(origin).protocol.startsWith('http') ? origin : DEFAULT_SITE_ORIGIN;
  } catch {
    return DEFAULT_SITE_ORIGIN;
  }
}

/**
 * The domain of a site origin. A site at www.<domain> has its mailboxes and its products' sites at
 * <domain> (as infra/lib/stage-config.ts).
 */
export const siteHostOf = (origin: string): string => new URL(origin).hostname.replace(/^www\./, '');
