import type { billingPortalSessionBody } from '@lunia/shared/api/schemas/billing';
import { AppError } from '@lunia/shared/errors';
import type { z } from 'zod/mini';
import { billingReturnAddresses } from '../../domain/billing/return-addresses';
import type { OrgScope } from '../../domain/caller';
import { createBillingPortal } from '../../lib/aws/payment-provider';
import { env } from '../../lib/env';
import { loadOrganization } from '../steps/organization-locations';

/**
 * Billing self-service (issue 24): a session of the provider's billing portal for the organization's
 * customer, where its owner or admin changes the number of locations or the modules, cancels at the
 * period's end or resumes, updates the card and downloads invoices. The organization comes from the
 * caller's membership (a foreign id is refused before this runs). Nothing is written here: what the
 * customer changes in the portal comes back as webhook events. The portal sends the browser back to
 * the Billing tab in the language the person is using.
 */
export async function createBillingPortalSession(input: {
  org: OrgScope;
  body: z.output<typeof billingPortalSessionBody>;
}) {
  const organization = await loadOrganization(input.org.orgId);
  const customerId = organization.billing?.providerCustomerId;
  if (!customerId) throw new AppError('NO_BILLING_ACCOUNT');
  const siteUrl = env.siteUrl;
  if (!siteUrl) throw new AppError('INTERNAL', 'Billing needs SITE_URL to send the browser back.');
  const returnUrl = billingReturnAddresses(siteUrl, input.body.language).portalReturn;
  const url = await createBillingPortal({ customerId, returnUrl, language: input.body.language });
  return { url };
}
