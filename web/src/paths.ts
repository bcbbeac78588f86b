/** Every route of the site (spec §2), in one place. */
export const paths = {
  home: '/',
  products: '/products',
  pricing: '/pricing',
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
  /** The code e-mailed at registration (issue 25). */
  confirmRegistration: '/register/confirm',
  forgotPassword: '/forgot-password',
  dashboard: '/dashboard',
  account: '/account',
  documentUpload: '/document-upload',
  /** The pharmacist's continuing education (issue 27). */
  continuingEducation: '/continuing-education',
  bookrxNetwork: '/bookrx-network',
  adminDashboard: '/admin/dashboard',
  adminDocumentReview: '/admin/document-review',
  adminOrganizationApproval: '/admin/organization-approval',
  adminUsers: '/admin/users',
  adminOrganizations: '/admin/organizations',
  adminModules: '/admin/modules',
  adminSettings: '/admin/settings',
  adminAudit: '/admin/audit',
  adminExtensionOrders: '/admin/extension-orders',
  organizationAdmin: '/organization-admin',
  createOrganization: '/create-organization',
  /** A verification link's public page (issue 27): `/verify/<token>`, not prerendered. */
  verification: '/verify/:token',
  /**
   * A location's summary (issue 43), what an inspection binder's QR code opens: `/verify/location/<token>`
   * (shared/src/domain/verification-links.ts, `locationVerificationPagePath`), not prerendered.
   */
  locationVerification: '/verify/location/:token',
} as const;

/** Every admin page lives under this prefix (all of them answer Access Denied to non-admins). */
export const ADMIN_PATH_PREFIX = '/admin';

/** The users list opened on one status filter (the dashboard's pending items link here with `pending`). */
export const adminUsersPath = (status: 'pending' | 'approved' | 'not_submitted') =>
  `${paths.adminUsers}?status=${status}`;

/** The settings section of /account (the spec's Settings link; there is no separate /settings page). */
export const ACCOUNT_SETTINGS_ANCHOR = 'settings';

/**
 * Spec §2: app-like pages hide the public header and footer. A path belongs to the app when it is one
 * of these or lies below one of them (every /admin/* page included).
 */
export const APP_PATH_PREFIXES = [
  '/dashboard',
  '/create-organization',
  '/bookrx-network',
  '/account',
  '/document-upload',
  '/continuing-education',
  '/admin',
  '/organization-admin',
] as const;

export function isAppPath(pathname: string): boolean {
  return APP_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export const LEGAL_TABS = ['privacy', 'terms', 'hipaa', 'security'] as const;
export type LegalTab = (typeof LEGAL_TABS)[number];

/** The tabs of /organization-admin that work today (`?tab=`); any other value opens the first. */
export const ORGANIZATION_ADMIN_TABS = ['locations', 'team', 'invites', 'billing', 'activity'] as const;
export type OrganizationAdminTab = (typeof ORGANIZATION_ADMIN_TABS)[number];

export const legalTabPath = (tab: LegalTab) => `${paths.legal}?tab=${tab}`;

/** The element on /core and /vault that the beta call-to-action links scroll to. */
export const BETA_SIGNUP_ANCHOR = 'beta-signup';
