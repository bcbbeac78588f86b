/**
 * Where the payment provider sends the browser back after a checkout or the billing portal: the
 * pages of the language the person is using. Spanish pages live under /es, English ones at the root
 * (the web's web/src/lib/language-path.ts), so a Spanish user comes back to a Spanish page.
 */
import type { Language } from '@lunia/shared/domain/constants';

const languagePrefix = (language: Language) => (language === 'es' ? '/es' : '');

export function billingReturnAddresses(siteUrl: string, language: Language) {
  const site = `${siteUrl}${languagePrefix(language)}`;
  return {
    /** A paid checkout lands on the dashboard, which confirms the payment. */
    checkoutSuccess: `${site}/dashboard?payment=success`,
    /** An unpaid end (cancelled, or the card declined) returns to the Billing tab, which says which. */
    checkoutCancel: `${site}/organization-admin?tab=billing&payment=cancelled`,
    portalReturn: `${site}/organization-admin?tab=billing`,
  };
}
