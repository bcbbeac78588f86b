/**
 * Billing (issue 12) through the API and the local payment provider (infra/local/stripe/),
 * which speaks Stripe's protocol to the official SDK and delivers webhooks signed like Stripe does:
 * who may subscribe, the checkout (priced per location, idempotent per attempt), paying, declining and
 * cancelling on the local checkout page, renewals, the webhook's signature checks and its
 * once-only handling of redelivered and replayed events, and the effects: the plan, the paid modules,
 * the location limit, the payments and the platform revenue; a deleted organization changes no more.
 */
import { randomUUID } from 'node:crypto';
import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingCustomerKeys, organizationKeys, paymentKeys } from '../../functions/src/data/keys';
import { newAccount, type TestAccount } from '../support/accounts';
import { revenueOf as revenueOfOrganization, signatureAt, webhookOf } from '../support/billing-events';
import { signedProviderEvent, standInStripe } from '../support/billing-examples';
import { eventually } from '../support/document-fixtures';
import { drainStack } from '../support/drain';
import { accessTokenFor, DEMO } from '../support/local-clients';
import {
  createOrganizationAs,
  locationPayload,
  setActivePlan,
  setOrganizationFlags,
} from '../support/organization-fixture';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();
let adminToken = '';

beforeAll(async () => {
  adminToken = await accessTokenFor(stack, DEMO.admin);
});

interface Billing {
  canSubscribe: boolean;
  plan: { status: string; modules: string[]; locations: number; amountCents: number };
  payments: { id: string; status: string; amountCents: number; kind: string }[];
}

/** An owner with an organization Lunia approved for billing (verified, canSubscribe). */
async function subscribableOrganization(label: string) {
  const owner = await newAccount(stack, label);
  const orgId = await createOrganizationAs(stack, owner.token, `Farmacia ${label}`);
  await setOrganizationFlags(stack, orgId, { verified: true, canSubscribe: true });
  return { owner, orgId };
}

const asOwner = (owner: TestAccount, orgId: string) => ({
  billing: async () => {
    const response = await api('GET', `/api/organizations/${orgId}/billing`, {
      token: owner.token,
      headers: { [ACTIVE_ORG_HEADER]: orgId },
    });
    expect(response.status, response.text).toBe(200);
    return response.body as unknown as Billing;
  },
  checkout: (body: Record<string, unknown>) =>
    api('POST', `/api/organizations/${orgId}/checkout-session`, {
      token: owner.token,
      headers: { [ACTIVE_ORG_HEADER]: orgId },
      body,
    }),
  addLocation: (name: string) =>
    api('POST', '/api/locations', {
      token: owner.token,
      headers: { [ACTIVE_ORG_HEADER]: orgId },
      body: locationPayload(name),
    }),
});

/** Presses a button of the local checkout page; answers where the browser is sent. */
async function pressOnCheckoutPage(url: string, button: 'pay' | 'decline' | 'cancel'): Promise<URL> {
  const response = await fetch(`${url}/${button}`, { method: 'POST', redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(String(response.headers.get('location')));
}

const webhook = webhookOf(stack);
const revenueOf = (orgId: string) => revenueOfOrganization(stack, adminToken, orgId);

describe('who may subscribe', () => {
  it('refuses an organization that is not verified, or not approved for billing, and records nothing', async () => {
    const owner = await newAccount(stack, 'bill-unverified');
    const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Sin Verificar');
    const client = asOwner(owner, orgId);
    const body = { modules: ['shift'], locations: 1, attemptId: randomUUID() };
    const refused = await client.checkout(body);
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body.code).toBe('BILLING_NOT_ALLOWED');
    await setOrganizationFlags(stack, orgId, { verified: true, canSubscribe: false });
    expect((await client.checkout(body)).body.code).toBe('BILLING_NOT_ALLOWED');
    const billing = await client.billing();
    expect(billing).toMatchObject({ canSubscribe: false, plan: { status: 'none' }, payments: [] });
  });

  it('refuses modules that cannot be bought and plans outside 1 to 50 locations', async () => {
    const { owner, orgId } = await subscribableOrganization('bill-bad-input');
    const client = asOwner(owner, orgId);
    for (const body of [
      { modules: ['bookrx'], locations: 1, attemptId: randomUUID() },
      { modules: [], locations: 1, attemptId: randomUUID() },
      { modules: ['core'], locations: 0, attemptId: randomUUID() },
      { modules: ['core'], locations: 51, attemptId: randomUUID() },
      { modules: ['core'], locations: 1.5, attemptId: randomUUID() },
      { modules: ['core'], locations: 1, attemptId: 'short' },
    ]) {
      const response = await client.checkout(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await client.billing()).payments).toEqual([]);
  });
});

describe('paying for a plan', () => {
  it('checks out, pays on the local checkout page and activates the plan, its modules and its locations', async () => {
    const { owner, orgId } = await subscribableOrganization('bill-pay');
    const client = asOwner(owner, orgId);
    expect(await revenueOf(orgId)).toBe(0);
    const attemptId = randomUUID();
    const started = await client.checkout({ modules: ['shift', 'core'], locations: 2, attemptId });
    expect(started.status, started.text).toBe(200);
    expect(started.body).toMatchObject({ amountCents: 30_000, currency: 'usd' });
    // The same attempt again (a double click): the same session, one pending payment.
    const again = await client.checkout({ modules: ['shift', 'core'], locations: 2, attemptId });
    expect(again.body.sessionId).toBe(started.body.sessionId);
    const pending = await client.billing();
    expect(pending.payments).toEqual([
      expect.objectContaining({ id: started.body.sessionId, status: 'PENDING', amountCents: 30_000, kind: 'checkout' }),
    ]);

    // The checkout page shows the amount, and Pay sends the browser back to the dashboard.
    const url = String(started.body.url);
    const page = await fetch(url);
    expect(await page.text()).toContain('$300.00');
    const back = await pressOnCheckoutPage(url, 'pay');
    expect(`${back.pathname}${back.search}`).toBe('/dashboard?payment=success');

    const active = await eventually(async () => {
      const billing = await client.billing();
      return billing.plan.status === 'active' ? billing : undefined;
    });
    expect(active.plan).toMatchObject({ modules: ['core', 'shift'], locations: 2, amountCents: 30_000 });
    expect(active.payments).toEqual([expect.objectContaining({ status: 'COMPLETED', amountCents: 30_000 })]);
    const org = await table.get(organizationKeys.profile(orgId));
    expect(org?.activeModules).toEqual(expect.arrayContaining(['shift', 'core']));
    // What was bought is the catalogue's bundle price, by lookup key, with the locations as quantity;
    // the subscription's metadata only links the organization (issue 41).
    const bought = await standInStripe(stack).subscriptions.retrieve(
      String((org?.billing as { providerSubscriptionId: string }).providerSubscriptionId),
    );
    expect(bought.metadata).toEqual({ orgId });
    expect(bought.items.data.map((item) => [item.price.lookup_key, item.quantity])).toEqual([
      ['lunia_shift_core_monthly', 2],
    ]);

    // The location limit follows the plan: two locations, not a third.
    expect((await client.addLocation('Sede Uno')).status).toBe(201);
    expect((await client.addLocation('Sede Dos')).status).toBe(201);
    const third = await client.addLocation('Sede Tres');
    expect(third.status, third.text).toBe(409);
    expect(third.body.code).toBe('LOCATION_LIMIT_REACHED');

    // Revenue is the sum of COMPLETED payments.
    await eventually(async () => ((await revenueOf(orgId)) === 300 ? true : undefined));
    // An active plan is not bought twice.
    const twice = await client.checkout({ modules: ['shift'], locations: 1, attemptId: randomUUID() });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('PLAN_ALREADY_ACTIVE');
  });

  it('a declined first checkout returns to Billing with one row and no plan; cancel leaves nothing to pay', async () => {
    const { owner, orgId } = await subscribableOrganization('bill-decline');
    const client = asOwner(owner, orgId);
    const declined = await client.checkout({ modules: ['core'], locations: 1, attemptId: randomUUID() });
    const back = await pressOnCheckoutPage(String(declined.body.url), 'decline');
    expect(`${back.pathname}?tab=${back.searchParams.get('tab')}`).toBe('/organization-admin?tab=billing');
    expect(back.searchParams.get('payment')).toBe('failed');
    const failed = await eventually(async () => {
      const billing = await client.billing();
      return billing.payments[0]?.status === 'CANCELLED' ? billing : undefined;
    });
    await drainStack(stack);
    // Nothing was charged: the attempt is one row, and no plan lapsed (there never was one).
    const settled = await client.billing();
    expect(settled.payments).toEqual(failed.payments);
    expect(settled.payments).toHaveLength(1);
    expect(settled.plan.status).toBe('none');
    const org = await table.get(organizationKeys.profile(orgId));
    expect(org?.activeModules ?? []).not.toContain('core');

    const cancelled = await client.checkout({ modules: ['core'], locations: 1, attemptId: randomUUID() });
    const home = await pressOnCheckoutPage(String(cancelled.body.url), 'cancel');
    expect(home.pathname).toBe('/organization-admin');
    expect(home.searchParams.get('payment')).toBe('cancelled');
    await eventually(async () => {
      const billing = await client.billing();
      const payment = billing.payments.find((p) => p.id === cancelled.body.sessionId);
      return payment?.status === 'CANCELLED' ? true : undefined;
    });
  });

  it('a failed renewal deactivates the paid modules, and a paid one restores them', async () => {
    const { owner, orgId } = await subscribableOrganization('bill-renew');
    const client = asOwner(owner, orgId);
    const started = await client.checkout({ modules: ['shift'], locations: 1, attemptId: randomUUID() });
    await pressOnCheckoutPage(String(started.body.url), 'pay');
    await eventually(async () => ((await client.billing()).plan.status === 'active' ? true : undefined));
    const org = await table.get(organizationKeys.profile(orgId));
    const subscription = String((org?.billing as { providerSubscriptionId: string }).providerSubscriptionId);

    const renew = (outcome: 'paid' | 'failed') =>
      fetch(`${stack.urls.stripe}/__lunia/subscriptions/${subscription}/renew?outcome=${outcome}`, { method: 'POST' });
    expect((await renew('failed')).status).toBe(200);
    await eventually(async () => ((await client.billing()).plan.status === 'past_due' ? true : undefined));
    expect((await table.get(organizationKeys.profile(orgId)))?.activeModules ?? []).not.toContain('shift');
    expect((await renew('paid')).status).toBe(200);
    const restored = await eventually(async () => {
      const billing = await client.billing();
      return billing.plan.status === 'active' ? billing : undefined;
    });
    expect((await table.get(organizationKeys.profile(orgId)))?.activeModules).toContain('shift');
    expect(restored.payments.map((p) => `${p.kind}:${p.status}`).sort()).toEqual([
      'checkout:COMPLETED',
      'failed_charge:FAILED',
      'renewal:COMPLETED',
    ]);
  });
});

describe('the webhook', () => {
  const renewalInvoice = (orgId: string, id = `in_${randomUUID().replace(/-/g, '')}`) => ({
    id,
    object: 'invoice',
    created: Math.floor(Date.now() / 1000),
    amount_paid: 25_000,
    amount_due: 25_000,
    currency: 'usd',
    customer: 'cus_webhook',
    billing_reason: 'subscription_cycle',
    status: 'paid',
    parent: {
      subscription_details: { subscription: 'sub_webhook', metadata: { orgId, modules: 'shift', locations: '1' } },
    },
  });

  /** An organization whose current plan is the subscription the test invoices name. */
  async function organizationOnWebhookPlan(label: string) {
    const { owner, orgId } = await subscribableOrganization(label);
    await setActivePlan(stack, orgId, { providerCustomerId: 'cus_webhook', providerSubscriptionId: 'sub_webhook' });
    return { owner, orgId };
  }

  it('applies an event delivered three times once', async () => {
    const { owner, orgId } = await organizationOnWebhookPlan('bill-replay');
    const signed = signedProviderEvent(stack, 'invoice.paid', renewalInvoice(orgId));
    for (let delivery = 0; delivery < 3; delivery++) {
      const response = await webhook(signed);
      expect(response.status, response.text).toBe(200);
      expect(response.body).toEqual({ received: true });
    }
    const billing = await asOwner(owner, orgId).billing();
    expect(billing.payments).toHaveLength(1);
    expect(billing.plan.status).toBe('active');
  });

  it('refuses a wrong signature, a timestamp over 300 s in the past or the future, and a missing header, and records nothing', async () => {
    const { owner, orgId } = await organizationOnWebhookPlan('bill-signature');
    const event = signedProviderEvent(stack, 'invoice.paid', renewalInvoice(orgId));
    const signedAt = (offsetSeconds: number, secret?: string) => ({
      'stripe-signature': signatureAt(stack, event.rawBody, offsetSeconds, secret),
    });
    const tampered = event.rawBody.replace('25000', '1');
    for (const [label, rawBody, headers, code] of [
      ['wrong secret', event.rawBody, signedAt(0, 'whsec_not_ours'), 'INVALID_WEBHOOK_SIGNATURE'],
      ['body changed after signing', tampered, event.headers, 'INVALID_WEBHOOK_SIGNATURE'],
      ['no signature', event.rawBody, {}, 'INVALID_WEBHOOK_SIGNATURE'],
      // Signed with our secret, but 10 minutes old, or 400 s / 10 minutes ahead (issue 41: both ways).
      ['stale timestamp', event.rawBody, signedAt(-600), 'WEBHOOK_TIMESTAMP_OUT_OF_TOLERANCE'],
      ['400 s ahead', event.rawBody, signedAt(400), 'WEBHOOK_TIMESTAMP_OUT_OF_TOLERANCE'],
      ['10 minutes ahead', event.rawBody, signedAt(600), 'WEBHOOK_TIMESTAMP_OUT_OF_TOLERANCE'],
      // The signature is checked first: a forger never learns about the time.
      ['ahead with a wrong secret', event.rawBody, signedAt(600, 'whsec_not_ours'), 'INVALID_WEBHOOK_SIGNATURE'],
    ] as const) {
      const response = await webhook({ rawBody, headers });
      expect(response.status, label).toBe(400);
      expect(response.body.code, label).toBe(code);
    }
    // Within the tolerance either way (a clock a little ahead or behind) is accepted.
    for (const offset of [-240, 240]) {
      const near = signedProviderEvent(stack, 'customer.created', { id: 'cus_near', object: 'customer' });
      const headers = { 'stripe-signature': signatureAt(stack, near.rawBody, offset) };
      expect((await webhook({ rawBody: near.rawBody, headers })).status, `${offset}`).toBe(200);
    }
    expect((await asOwner(owner, orgId).billing()).payments).toEqual([]);
    // The untouched event is still good (it was never applied).
    expect((await webhook(event)).status).toBe(200);
    expect((await asOwner(owner, orgId).billing()).payments).toHaveLength(1);
  });

  it('acknowledges events that are not about a plan of ours without changing anything', async () => {
    const unknown = signedProviderEvent(stack, 'invoice.paid', renewalInvoice('no-such-organization'));
    expect((await webhook(unknown)).status).toBe(200);
    const other = signedProviderEvent(stack, 'charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      created: Math.floor(Date.now() / 1000),
      customer: 'cus_of_no_organization',
      currency: 'usd',
      amount: 25_000,
      amount_refunded: 25_000,
    });
    expect((await webhook(other)).status).toBe(200);
    const ignored = signedProviderEvent(stack, 'customer.created', { id: 'cus_1', object: 'customer' });
    expect((await webhook(ignored)).status).toBe(200);
  });

  it('acknowledges every event of a deleted organization and writes nothing', { timeout: 60_000 }, async () => {
    const { owner, orgId } = await subscribableOrganization('bill-deleted');
    const key = organizationKeys.profile(orgId);
    const customer = `cus_${randomUUID().replace(/-/g, '')}`;
    const plan = { status: 'canceled', modules: ['shift'], locations: 1, amountCents: 25_000, currency: 'usd' };
    await table.put({
      ...(await table.get(key)),
      ...key,
      billing: { ...plan, providerCustomerId: customer, providerSubscriptionId: 'sub_webhook', updatedAt: 'then' },
    });
    await table.put({ ...billingCustomerKeys.item(customer), entity: 'BillingCustomer', customerId: customer, orgId });
    const deleted = await api('DELETE', `/api/organizations/${orgId}`, {
      token: owner.token,
      headers: { [ACTIVE_ORG_HEADER]: orgId },
    });
    expect(deleted.status, deleted.text).toBe(200);
    // What a payment event writes: the plan and modules on the profile, the payments.
    const written = async () => {
      const profile = await table.get(key);
      const payments = (await table.queryPartition(paymentKeys.organizationPartition(orgId))).filter((item) =>
        String(item.SK).startsWith(paymentKeys.sortPrefix),
      );
      return { billing: profile?.billing, activeModules: profile?.activeModules, payments };
    };
    const before = await written();

    const metadata = { orgId, modules: 'shift', locations: '1' };
    const now = Math.floor(Date.now() / 1000);
    const subscription = { id: 'sub_webhook', customer, status: 'active', cancel_at_period_end: false, metadata };
    for (const [type, object] of [
      ['invoice.paid', { ...renewalInvoice(orgId), customer }],
      ['invoice.payment_failed', { ...renewalInvoice(orgId), customer, amount_paid: 0 }],
      ['customer.subscription.updated', { ...subscription, metadata: { ...metadata, locations: '3' } }],
      ['customer.subscription.deleted', subscription],
      [
        'charge.refunded',
        { id: 'ch_deleted', created: now, customer, currency: 'usd', amount: 25_000, amount_refunded: 25_000 },
      ],
      [
        'checkout.session.completed',
        {
          id: `cs_${randomUUID()}`,
          created: now,
          amount_total: 25_000,
          currency: 'usd',
          customer,
          payment_status: 'paid',
          metadata,
        },
      ],
    ] as const) {
      const response = await webhook(signedProviderEvent(stack, type, object));
      expect(response.status, `${type}: ${response.text}`).toBe(200);
    }
    await drainStack(stack);
    expect(await written()).toEqual(before);
  });
});
