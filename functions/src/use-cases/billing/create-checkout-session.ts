import type { checkoutSessionBody } from '@lunia/shared/api/schemas/billing';
import { PLAN_CURRENCY } from '@lunia/shared/domain/billing';
import { planForModules, planTotalCents } from '@lunia/shared/domain/billing-catalogue';
import { AppError } from '@lunia/shared/errors';
import type { z } from 'zod/mini';
import { paymentRecorded } from '../../data/payments';
import { isTransactionConflict, writeTransaction } from '../../data/transactions';
import { billingReturnAddresses } from '../../domain/billing/return-addresses';
import type { Caller, OrgScope } from '../../domain/caller';
import { createPlanCheckout } from '../../lib/aws/payment-provider';
import { env } from '../../lib/env';
import { organizationAuditEvent } from '../steps/organization-audit';
import { loadOrganization } from '../steps/organization-locations';

/**
 * An organization's owner or admin starts paying for a plan (spec §1: only a verified organization
 * that Lunia approved for billing, `canSubscribe`): a monthly subscription checkout at the provider
 * of the catalogue's plan for the chosen paid modules (its price by lookup key), with the number of
 * locations as the quantity (shared/domain/billing-catalogue.ts prices it, as the provider does). The
 * browser is sent to the returned URL; the provider's webhook later records the outcome. The metadata
 * carries only the organization: what was bought is read back from the subscription's items.
 *
 * Idempotent per organization and attempt: the provider's idempotency key is the organization and the
 * client's attempt id, so a repeated request returns the same session, and the pending payment is
 * keyed by that session (its creation time and id), so it is recorded once.
 */
export async function createCheckoutSession(input: {
  caller: Caller;
  org: OrgScope;
  body: z.output<typeof checkoutSessionBody>;
}) {
  const organization = await loadOrganization(input.org.orgId);
  if (!organization.verified || !organization.canSubscribe) throw new AppError('BILLING_NOT_ALLOWED');
  // A plan still running at the provider (active, or past due with its card to update in the billing
  // portal) is changed there: a second checkout would bill the organization twice.
  const { billing } = organization;
  if (billing?.status === 'active' || (billing?.status === 'past_due' && billing.providerSubscriptionId)) {
    throw new AppError('PLAN_ALREADY_ACTIVE');
  }
  const siteUrl = env.siteUrl;
  if (!siteUrl) throw new AppError('INTERNAL', 'Billing needs SITE_URL to send the browser back.');
  const back = billingReturnAddresses(siteUrl, input.body.language);
  const modules = [...new Set(input.body.modules)].sort();
  const { locations } = input.body;
  const plan = planForModules(modules);
  if (!plan) throw new AppError('INTERNAL', `The catalogue has no plan for ${modules.join('+')}.`);
  const amountCents = planTotalCents(plan, locations);
  const session = await createPlanCheckout({
    idempotencyKey: `checkout:${organization.id}:${input.body.attemptId}`,
    lookupKey: plan.lookupKey,
    quantity: locations,
    customerEmail: organization.contactEmail || input.caller.email,
    language: input.body.language,
    successUrl: back.checkoutSuccess,
    cancelUrl: back.checkoutCancel,
    metadata: { orgId: organization.id },
  });
  const createdAt = new Date(session.created * 1000).toISOString();
  try {
    await writeTransaction([
      paymentRecorded({
        id: session.id,
        orgId: organization.id,
        status: 'PENDING',
        amountCents,
        currency: PLAN_CURRENCY,
        kind: 'checkout',
        providerSessionId: session.id,
        createdAt,
      }),
      await organizationAuditEvent({
        caller: input.caller,
        orgId: organization.id,
        role: input.org.role,
        action: 'checkout_started',
        at: new Date().toISOString(),
        modules,
        paymentId: session.id,
        amountCents,
        locations,
      }),
    ]);
  } catch (error) {
    // The same attempt again: the provider returned the same session, already recorded.
    if (!isTransactionConflict(error)) throw error;
  }
  return { url: session.url, sessionId: session.id, amountCents, currency: PLAN_CURRENCY };
}
