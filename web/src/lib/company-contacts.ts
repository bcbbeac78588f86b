/**
 * The company's public addresses, shown on the contact, press and legal pages. The domain is the same
 * placeholder the infrastructure uses for the company inbox (infra/lib/app-config.ts); set the real
 * one before launch.
 */
export const companyContacts = {
  general: 'hello@lunia.example',
  press: 'press@lunia.example',
  business: 'partners@lunia.example',
  legal: 'legal@lunia.example',
  privacy: 'privacy@lunia.example',
  security: 'security@lunia.example',
} as const;
