/**
 * The outcomes of the local Stripe stand-in's checkout page (infra/local/stripe/) and the
 * webhooks they send: paying, a declined card, a cancelled checkout, renewals (test hook) and
 * delivery with retries. The webhooks are received by a recorder and verified with
 * `stripe.webhooks.constructEvent` as the webhook handler verifies them.
 * Checkout sessions themselves: stripe-local-checkout.test.ts.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '../local/handler-env';
import type { DeliveredEvent } from '../local/stripe/objects';
import { newSession, ORG_METADATA, recorder, standIn, stripe, useStripeLocal } from './stripe-local-harness';

useStripeLocal();

const post = (url: string) => fetch(url, { method: 'POST', redirect: 'manual' });

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe('paying', () => {
  it('completes the session, delivers checkout.session.completed then invoice.paid, signed, and redirects to success_url', async () => {
    const session = await newSession();
    const response = await post(`${standIn.url}/checkout/${session.id}/pay`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(session.success_url);

    expect(recorder.received.map((r) => r.contentType)).toEqual([
      expect.stringContaining('application/json'),
      expect.stringContaining('application/json'),
    ]);
    const [completed, paid] = recorder.events();
    expect(recorder.events().map((event) => event.type)).toEqual(['checkout.session.completed', 'invoice.paid']);
    for (const event of [completed, paid]) {
      expect(event).toMatchObject({
        object: 'event',
        api_version: Stripe.API_VERSION,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
      expect(event?.id).toMatch(/^evt_/);
    }

    const completedSession = completed?.data.object as Stripe.Checkout.Session;
    expect(completedSession).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      metadata: ORG_METADATA,
      client_reference_id: 'org-123',
    });
    expect(completedSession.customer).toMatch(/^cus_/);
    expect(completedSession.subscription).toMatch(/^sub_/);

    const invoice = paid?.data.object as unknown as Record<string, unknown>;
    expect(invoice).toMatchObject({
      object: 'invoice',
      customer: completedSession.customer,
      subscription: completedSession.subscription,
      amount_paid: 30_000,
      amount_due: 30_000,
      currency: 'usd',
      billing_reason: 'subscription_create',
      status: 'paid',
      parent: { subscription_details: { metadata: ORG_METADATA, subscription: completedSession.subscription } },
      subscription_details: { metadata: ORG_METADATA },
    });
    expect(invoice.id).toMatch(/^in_/);

    const retrieved = await stripe.checkout.sessions.retrieve(session.id);
    expect(retrieved).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
  });

  it('does not verify with another secret or a changed body', async () => {
    const session = await newSession();
    await post(`${standIn.url}/checkout/${session.id}/pay`);
    const [first] = recorder.received;
    if (!first) throw new Error('no webhook received');
    expect(() => Stripe.webhooks.constructEvent(first.rawBody, first.signature, 'whsec_other')).toThrow();
    expect(() =>
      Stripe.webhooks.constructEvent(
        first.rawBody.replace('"livemode": false', '"livemode": true'),
        first.signature,
        LOCAL_STRIPE_WEBHOOK_SECRET,
      ),
    ).toThrow();
  });

  it('closes the page and refuses a second outcome once paid', async () => {
    const session = await newSession();
    await post(`${standIn.url}/checkout/${session.id}/pay`);
    recorder.received = [];
    const html = await (await fetch(session.url as string)).text();
    expect(html).toContain('This checkout is closed');
    expect(html).not.toContain('>Pay</button>');
    expect((await post(`${standIn.url}/checkout/${session.id}/decline`)).status).toBe(409);
    expect(recorder.received).toHaveLength(0);
  });
});

describe('a declined card and a cancelled checkout', () => {
  it('decline: expires the session, delivers checkout.session.expired then invoice.payment_failed, redirects with payment=failed', async () => {
    const session = await newSession();
    const response = await post(`${standIn.url}/checkout/${session.id}/decline`);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') as string);
    const cancelUrl = new URL(session.cancel_url as string);
    expect(location.origin + location.pathname).toBe(cancelUrl.origin + cancelUrl.pathname);
    expect(location.searchParams.get('payment')).toBe('failed');
    expect(location.searchParams.get('checkout')).toBe('cancelled');

    const events = recorder.events();
    expect(events.map((event) => event.type)).toEqual(['checkout.session.expired', 'invoice.payment_failed']);
    expect(events[0]?.data.object).toMatchObject({ id: session.id, status: 'expired', metadata: ORG_METADATA });
    expect(events[1]?.data.object).toMatchObject({
      object: 'invoice',
      billing_reason: 'subscription_create',
      status: 'open',
      amount_due: 30_000,
      amount_paid: 0,
      parent: { subscription_details: { metadata: ORG_METADATA } },
      subscription_details: { metadata: ORG_METADATA },
    });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
  });

  it('cancel: expires the session, delivers checkout.session.expired only, redirects to cancel_url', async () => {
    const session = await newSession();
    const response = await post(`${standIn.url}/checkout/${session.id}/cancel`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(session.cancel_url);
    expect(recorder.events().map((event) => event.type)).toEqual(['checkout.session.expired']);
  });
});

describe('renewals (test hook)', () => {
  async function paidSubscription(): Promise<string> {
    const session = await newSession();
    await post(`${standIn.url}/checkout/${session.id}/pay`);
    const completed = recorder.events()[0]?.data.object as Stripe.Checkout.Session;
    recorder.received = [];
    return completed.subscription as string;
  }

  it('delivers invoice.paid for a paid renewal and invoice.payment_failed for a failed one, next period each', async () => {
    const subscription = await paidSubscription();

    const paid = await post(`${standIn.url}/__lunia/subscriptions/${subscription}/renew?outcome=paid`);
    expect(paid.status).toBe(200);
    const paidBody = (await paid.json()) as { events: string[]; current_period_start: number };
    expect(paidBody.events).toHaveLength(1);
    const [renewal] = recorder.events();
    expect(renewal?.id).toBe(paidBody.events[0]);
    expect(renewal?.type).toBe('invoice.paid');
    expect(renewal?.data.object).toMatchObject({
      billing_reason: 'subscription_cycle',
      status: 'paid',
      amount_paid: 30_000,
      parent: { subscription_details: { metadata: ORG_METADATA, subscription } },
    });
    const line = (renewal?.data.object as unknown as { lines: { data: { period: { start: number } }[] } }).lines
      .data[0];
    expect(line?.period.start).toBe(paidBody.current_period_start);

    recorder.received = [];
    const failed = await post(`${standIn.url}/__lunia/subscriptions/${subscription}/renew?outcome=failed`);
    expect(failed.status).toBe(200);
    const failedBody = (await failed.json()) as { current_period_start: number };
    expect(failedBody.current_period_start).toBeGreaterThan(paidBody.current_period_start);
    expect(recorder.events().map((event) => event.type)).toEqual(['invoice.payment_failed']);
    expect(recorder.events()[0]?.data.object).toMatchObject({
      billing_reason: 'subscription_cycle',
      status: 'open',
      amount_paid: 0,
      amount_due: 30_000,
    });
  });

  it('refuses an unknown subscription and an unknown outcome', async () => {
    expect((await post(`${standIn.url}/__lunia/subscriptions/sub_unknown/renew?outcome=paid`)).status).toBe(404);
    const subscription = await paidSubscription();
    const response = await post(`${standIn.url}/__lunia/subscriptions/${subscription}/renew?outcome=maybe`);
    expect(response.status).toBe(400);
    expect(recorder.received).toHaveLength(0);
  });
});

describe('delivery', () => {
  it('retries an event the webhook did not accept, in the background, and lists deliveries', async () => {
    recorder.failNext = 1;
    const session = await newSession();
    const response = await post(`${standIn.url}/checkout/${session.id}/cancel`);
    expect(response.status).toBe(303);
    const eventId = recorder.events()[0]?.id as string;

    const delivered = await waitFor('the retried delivery', () =>
      standIn.events().find((event) => event.id === eventId && event.status === 'delivered'),
    );
    expect(delivered).toMatchObject({ type: 'checkout.session.expired', attempts: 2, lastResponseStatus: 200 });
    expect(recorder.events().map((event) => event.id)).toEqual([eventId, eventId]);

    const listed = (await (await fetch(`${standIn.url}/__lunia/events`)).json()) as { data: DeliveredEvent[] };
    expect(listed.data.find((event) => event.id === eventId)).toMatchObject({
      type: 'checkout.session.expired',
      delivered: true,
    });
  });

  it('gives up after the last retry', async () => {
    recorder.failNext = 10;
    const session = await newSession();
    await post(`${standIn.url}/checkout/${session.id}/cancel`);
    const eventId = recorder.events()[0]?.id as string;
    const failed = await waitFor('the last attempt', () =>
      standIn.events().find((event) => event.id === eventId && event.status === 'failed'),
    );
    expect(failed).toMatchObject({ attempts: 3, delivered: false, lastResponseStatus: 500 });
    expect(standIn.activity.busy).toBe(false);
  });
});
