/**
 * The islands of the prerendered public pages: each name's code, loaded by the islands entry
 * (src/islands.tsx) only on a page that has that island, and the module its chunk starts from (web/-
 * relative), so the prerenderer can tell the browser about it early (scripts/prerender.ts).
 */
export const islandRegistry = {
  'site-header': {
    source: 'src/app/shell/site-header.tsx',
    load: () => import('../shell/site-header').then((module) => module.SiteHeader),
  },
  'cookie-banner': {
    source: 'src/features/cookie-consent/components/cookie-banner.tsx',
    load: () => import('../../features/cookie-consent/components/cookie-banner').then((module) => module.CookieBanner),
  },
  notifications: {
    source: 'src/app/shell/notification-region.tsx',
    load: () => import('../shell/notification-region').then((module) => module.NotificationRegion),
  },
  'contact-form': {
    source: 'src/features/contact/components/contact-form.tsx',
    load: () => import('../../features/contact/components/contact-form').then((module) => module.ContactForm),
  },
};

export type IslandName = keyof typeof islandRegistry;
export type IslandComponent<Name extends IslandName> = Awaited<ReturnType<(typeof islandRegistry)[Name]['load']>>;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandRegistry, name);
}
