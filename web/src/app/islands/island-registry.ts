import { PageRecovery } from '../shell/page-recovery';

/**
 * The islands of the prerendered public pages: each name's code, loaded by the islands entry
 * (src/islands.tsx) only on a page that has that island, and the module its chunk starts from (web/-
 * relative), so the prerenderer can tell the browser about it early (scripts/prerender.ts).
 */
export const islandRegistry = {
  // In the islands entry itself (no source chunk of its own): it reports the others' failed downloads.
  'page-recovery': { source: null, load: () => Promise.resolve(PageRecovery) },
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
  'partner-form': {
    source: 'src/features/partners/components/partner-inquiry-form.tsx',
    load: () =>
      import('../../features/partners/components/partner-inquiry-form').then((module) => module.PartnerInquiryForm),
  },
  'beta-signup-form': {
    source: 'src/features/beta-signup/components/beta-signup-form.tsx',
    load: () =>
      import('../../features/beta-signup/components/beta-signup-form').then((module) => module.BetaSignupForm),
  },
  'legal-tabs': {
    source: 'src/features/legal/components/legal-tabs.tsx',
    load: () => import('../../features/legal/components/legal-tabs').then((module) => module.LegalTabs),
  },
};

export type IslandName = keyof typeof islandRegistry;
export type IslandComponent<Name extends IslandName> = Awaited<ReturnType<(typeof islandRegistry)[Name]['load']>>;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandRegistry, name);
}
