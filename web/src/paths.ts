/**
 * Every route of the site (spec §2), in one place. Routes whose pages are not built yet are listed
 * so links can point at their final address; until then the router answers them with the 404 page.
 */
export const paths = {
  home: '/',
  products: '/products',
  bookrx: '/bookrx',
  shift: '/shift',
  core: '/core',
  vault: '/vault',
  partners: '/partners',
  contact: '/contact',
  press: '/press',
  legal: '/legal',
  signIn: '/signin',
  register: '/register',
  forgotPassword: '/forgot-password',
  dashboard: '/dashboard',
} as const;

export const LEGAL_TABS = ['privacy', 'terms', 'hipaa', 'security'] as const;
export type LegalTab = (typeof LEGAL_TABS)[number];

export const legalTabPath = (tab: LegalTab) => `${paths.legal}?tab=${tab}`;

/** The element on /core and /vault that the beta call-to-action links scroll to. */
export const BETA_SIGNUP_ANCHOR = 'beta-signup';
