/**
 * Route examples of billing (issue 12), spread into ./route-examples.ts like ./module-examples.ts.
 *
 * - The checkout answers 2xx only for a verified organization that may subscribe and has no active
 *   plan: `setup` brings the fixture organization there (as an admin's approval would); each call is
 *   a new attempt, so each allowed caller gets its own session at the local payment provider.
 * - The webhook is public and verified by signature, not by caller: every caller sends the same kind
 *   of correctly signed event (one the product ignores), and every one is answered 2xx.
 * - The billing portal answers 2xx only for an organization with a customer at the payment provider:
 *   `setup` gives the fixture organization an ended plan whose customer paid once at the local
 *   stand-in (a checkout about no organization of ours, so its events change nothing), which leaves
 *   the fixture free to start a new checkout.
 */
import { randomUUID } from 'node:crypto';
import type { RouteId } from '@lunia/shared/api/routes';
import Stripe from 'stripe';
import { organizationKeys } from '../../functions/src/data/keys';
import { oncePerTestFile } from './file-fixtures';
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

/** The local stand-in's Stripe client, as billing's own (the same SDK pointed at it). */
export function standInStripe(stack: StackInfo): Stripe {
  const url = new URL(stack.urls.stripe);
  return new Stripe(String(stack.env.STRIPE_SECRET_KEY), {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
  });
}

/** The id of the catalogue price with this lookup key at the stand-in (synced when it started). */
export async function cataloguePriceId(stack: StackInfo, lookupKey: string): Promise<string> {
  const prices = await standInStripe(stack).prices.list({ lookup_keys: [lookupKey], active: true });
  const id = prices.data[0]?.id;
  if (!id) throw new Error(`The stand-in has no active price ${lookupKey}`);
  return id;
}

/**
 * A customer who paid a checkout at the stand-in with no organization in its metadata (so no event
 * of it changes anything of ours): the portal then has a subscription to show.
 */
export async function standInCustomer(stack: StackInfo): Promise<string> {
  const stripe = standInStripe(stack);
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ quantity: 1, price: await cataloguePriceId(stack, 'lunia_shift_monthly') }],
    success_url: 'http://localhost/done',
    cancel_url: 'http://localhost/cancelled',
  });
  const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
  if (paid.status !== 303) throw new Error(`The stand-in checkout answered ${paid.status}`);
  const customer = (await stripe.checkout.sessions.retrieve(session.id)).customer;
  if (typeof customer !== 'string') throw new Error('The paid checkout has no customer');
  return customer;
}

const portalCustomer = oncePerTestFile((stack: StackInfo): Promise<string> => standInCustomer(stack));

async function fixtureOrganizationWithCustomer(context: ExampleContext) {
  const { orgId } = await organizationFixture(context.stack);
  const table = tableClient(context.stack);
  const key = organizationKeys.profile(orgId);
  const item = await table.get(key);
  if (!item) throw new Error(`No organization ${orgId}`);
  const billing = item.billing as { providerCustomerId?: string } | undefined;
  if (!billing?.providerCustomerId) {
    await table.put({
      ...item,
      ...key,
      billing: {
        status: 'canceled',
        modules: ['shift'],
        locations: 1,
        amountCents: 25_000,
        currency: 'usd',
        providerCustomerId: await portalCustomer(context.stack),
        updatedAt: new Date().toISOString(),
      },
    });
  }
  return {};
}

export const billingExamples: Partial<Record<RouteId, () => RouteExample>> = {
  createCheckoutSession: () => ({
    organization: true,
    body: { modules: ['shift'], locations: 2, attemptId: randomUUID() },
    setup: fixtureOrganizationMaySubscribe,
  }),
  getOrganizationBilling: () => ({ organization: true }),
  createBillingPortalSession: () => ({
    organization: true,
    body: { language: 'es' },
    setup: fixtureOrganizationWithCustomer,
  }),
  receivePaymentWebhook: () => ({
    signed: async ({ stack }) =>
      signedProviderEvent(stack, 'customer.created', { id: 'cus_matrix', object: 'customer' }),
  }),
};

export const billingExpectations: Partial<Record<RouteId, Record<Caller, Expectation> & Partial<Row>>> = {
  createCheckoutSession: orgAdminRoute,
  getOrganizationBilling: orgAdminRoute,
  createBillingPortalSession: orgAdminRoute,
  // Public: the signature is the check, whoever sends it.
  receivePaymentWebhook: { anonymous: 'allow', user: 'allow', admin: 'allow' },
};
