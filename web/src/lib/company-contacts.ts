import { siteHost } from './site-host';

/**
 * The company's public addresses, shown on the contact, press and legal pages: mailboxes at the site's
 * own domain (`siteHost`, set at build time per deployment), the same convention the infrastructure
 * uses to derive a stage's company inbox from its site (infra/lib/stage-config.ts).
 */
export const companyContacts = {
  general: `hello@${siteHost}`,
  press: `press@${siteHost}`,
  business: `partners@${siteHost}`,
  legal: `legal@${siteHost}`,
  privacy: `privacy@${siteHost}`,
  security: `security@${siteHost}`,
} as const;
