/**
 * Route examples of billing (issue 12), spread into ./route-examples.ts like ./module-examples.ts.
 *
 * - The checkout answers 2xx only for a verified organization that may subscribe and has no active
 *   plan: `setup` brings the fixture organization there (as an admin's approval would); each call is
 *   a new attempt, so each allowed caller gets its own session at the local payment provider.
 * - The webhook is public and verified by signature, not by caller: every caller sends the same kind
 *   of correctly signed event (one the product ignores), and every one is answered 2xx.
 */
import { randomUUID } from 'node:crypto';
import type { RouteId } from '@lunia/shared/api/routes';
import Stripe from 'stripe';
import { organizationKeys } from '../../functions/src/data/keys';
import { tableClient } from './local-clients';
import { orgAdminRoute, type Row } from './organization-examples';
import { organizationFixture, setOrganizationFlags } from './organization-fixture';
import type { Caller, ExampleContext, Expectation, RouteExample } from './route-examples';
import type { StackInfo } from './stack-info';

async function fixtureOrganizationMaySubscribe(context: ExampleContext) {
  const { orgId } = await organizationFixture(context.stack);
  const item = await tableClient(context.stack).get(organizationKeys.profile(orgId));
  if (item?.verified !== true || item.canSubscribe !== true) {
    await setOrganizationFlags(context.stack, orgId, { verified: true, canSubscribe: true });
  }
  return {};
}

/** A provider event signed the way the provider signs it, with the local stack's webhook secret. */
export function signedProviderEvent(stack: StackInfo, type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    data: { object },
    request: { id: null, idempotency_key: null },
  });
  const secret = String(stack.env.STRIPE_WEBHOOK_SECRET);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { rawBody: payload, headers: { 'stripe-signature': signature } };
}

export const billingExamples: Partial<Record<RouteId, () => RouteExample>> = {
  createCheckoutSession: () => ({
    organization: true,
    body: { modules: ['shift'], locations: 2, attemptId: randomUUID() },
    setup: fixtureOrganizationMaySubscribe,
  }),
  getOrganizationBilling: () => ({ organization: true }),
  receivePaymentWebhook: () => ({
    signed: async ({ stack }) =>
      signedProviderEvent(stack, 'customer.created', { id: 'cus_matrix', object: 'customer' }),
  }),
};

export const billingExpectations: Partial<Record<RouteId, Record<Caller, Expectation> & Partial<Row>>> = {
  createCheckoutSession: orgAdminRoute,
  getOrganizationBilling: orgAdminRoute,
  // Public: the signature is the check, whoever sends it.
  receivePaymentWebhook: { anonymous: 'allow', user: 'allow', admin: 'allow' },
};
