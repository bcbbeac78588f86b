/**
 * The host of the site's own address, fixed when the web app is built: `LUNIA_SITE_ORIGIN`, the same
 * deploy-time value that names the prerendered pages' canonical links and the sitemap (README,
 * "Deploy"). vite.config.ts defines it for the browser bundle and the prerender alike, so both render
 * the same text. A build that names no site (the local stack, the web tests) uses the default of
 * ./site-origin.ts, the local stack's own domain.
 */
import { DEFAULT_SITE_ORIGIN, siteHostOf } from './site-origin';

export const siteHost: string =
  (import.meta.env.LUNIA_SITE_HOST as string | undefined) || siteHostOf(DEFAULT_SITE_ORIGIN);
