/**
 * The local Stripe stand-in (infra/local/stripe-local.ts), driven by the official `stripe` SDK the
 * way billing drives it, with its webhooks received by a small recorder and verified with
 * `stripe.webhooks.constructEvent` as the webhook handler verifies them.
 */
import { createServer, type Server } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from '../local/handler-env';
import { closeHttpServer } from '../local/http-server';
import { freePort } from '../local/ports';
import { type DeliveredEvent, parseStripeForm, type StripeLocal, startStripeLocal } from '../local/stripe-local';

interface Received {
  rawBody: string;
  signature: string;
  contentType: string;
}

/** Records webhook requests; answers 500 to the next `failNext` of them, 200 otherwise. */
class WebhookRecorder {
  received: Received[] = [];
  failNext = 0;
  private server?: Server;
  url = '';

  async start(): Promise<void> {
    const port = await freePort();
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({
          rawBody: Buffer.concat(chunks).toString('utf8'),
          signature: String(request.headers['stripe-signature'] ?? ''),
          contentType: String(request.headers['content-type'] ?? ''),
        });
        const fail = this.failNext > 0;
        if (fail) this.failNext--;
        response.writeHead(fail ? 500 : 200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ received: !fail }));
      });
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${port}/api/billing/webhook`;
  }

  /** Every received request, verified the way the webhook handler verifies it. */
  events(): Stripe.Event[] {
    return this.received.map(({ rawBody, signature }) =>
      Stripe.webhooks.constructEvent(rawBody, signature, LOCAL_STRIPE_WEBHOOK_SECRET),
    );
  }

  async stop(): Promise<void> {
    if (this.server) await closeHttpServer(this.server);
  }
}

const recorder = new WebhookRecorder();
let standIn: StripeLocal;
let stripe: Stripe;

function sdkClient(key: string): Stripe {
  const url = new URL(standIn.url);
  return new Stripe(key, { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
}

const ORG_METADATA = { orgId: 'org-123', plan: 'pharmacy', checkoutId: 'chk-1' };

/** The parameters billing sends for a plan checkout (functions/src/lib/aws/payment-provider.ts). */
function planCheckout(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'subscription',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: 30_000,
          recurring: { interval: 'month' },
          product_data: { name: 'Lunia Pharmacy plan' },
        },
      },
    ],
    customer_email: 'owner@lunia.local',
    client_reference_id: ORG_METADATA.orgId,
    metadata: ORG_METADATA,
    subscription_data: { metadata: ORG_METADATA },
    success_url: 'http://127.0.0.1:5173/organization-admin?tab=billing&checkout=success',
    cancel_url: 'http://127.0.0.1:5173/organization-admin?tab=billing&checkout=cancelled',
    ...overrides,
  };
}

let keyCounter = 0;
const newSession = (overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  stripe.checkout.sessions.create(planCheckout(overrides), { idempotencyKey: `test-${++keyCounter}-${Date.now()}` });

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

beforeAll(async () => {
  await recorder.start();
  standIn = await startStripeLocal({
    port: await freePort(),
    secretKey: LOCAL_STRIPE_SECRET_KEY,
    webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
    webhookUrl: recorder.url,
    retryDelaysMs: [50, 100],
  });
  stripe = sdkClient(LOCAL_STRIPE_SECRET_KEY);
});

afterAll(async () => {
  await standIn?.stop();
  await recorder.stop();
});

beforeEach(() => {
  recorder.received = [];
  recorder.failNext = 0;
});

describe('form bodies', () => {
  it('parse bracket keys into nested objects and arrays', () => {
    const body =
      'mode=subscription&line_items[0][price_data][unit_amount]=30000&line_items[0][quantity]=1' +
      '&metadata[orgId]=org%201&expand[]=a&expand[]=b&metadata[0]=zero';
    expect(parseStripeForm(body)).toEqual({
      mode: 'subscription',
      line_items: [{ price_data: { unit_amount: '30000' }, quantity: '1' }],
      metadata: { orgId: 'org 1', 0: 'zero' },
      expand: ['a', 'b'],
    });
  });

  it('refuse conflicting and dangerous keys', () => {
    expect(() => parseStripeForm('metadata=x&metadata[a]=y')).toThrow(/Conflicting/);
    expect(() => parseStripeForm('metadata[__proto__][x]=1')).toThrow(/Invalid parameter name/);
    expect(() => parseStripeForm('[a]=1')).toThrow(/Invalid parameter name/);
  });
});

describe('checkout sessions through the stripe SDK', () => {
  it('creates a subscription session with the amount, metadata and the checkout page URL', async () => {
    const session = await newSession();
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]+$/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 30_000,
      amount_subtotal: 30_000,
      currency: 'usd',
      metadata: ORG_METADATA,
      client_reference_id: 'org-123',
      customer: null,
      subscription: null,
      livemode: false,
      url: `${standIn.url}/checkout/${session.id}`,
    });
    expect(session.expires_at - session.created).toBe(24 * 60 * 60);
    const fetched = await stripe.checkout.sessions.retrieve(session.id);
    expect(fetched).toEqual(session);
  });

  it('multiplies the unit amount by the quantity', async () => {
    const params = planCheckout();
    const [line] = params.line_items ?? [];
    const session = await newSession({ line_items: [{ ...line, quantity: 3 }] });
    expect(session.amount_total).toBe(90_000);
  });

  it('returns the same session for the same Idempotency-Key and refuses the key with other parameters', async () => {
    const idempotencyKey = `same-key-${Date.now()}`;
    const first = await stripe.checkout.sessions.create(planCheckout(), { idempotencyKey });
    const second = await stripe.checkout.sessions.create(planCheckout(), { idempotencyKey });
    expect(second.id).toBe(first.id);
    const third = await stripe.checkout.sessions.create(planCheckout(), { idempotencyKey: `${idempotencyKey}-other` });
    expect(third.id).not.toBe(first.id);
    await expect(
      stripe.checkout.sessions.create(planCheckout({ customer_email: 'someone@else.test' }), { idempotencyKey }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });

  it('refuses a wrong API key with 401 in Stripe’s error shape', async () => {
    await expect(sdkClient('sk_test_wrong_key_1234').checkout.sessions.create(planCheckout())).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    const response = await fetch(`${standIn.url}/v1/checkout/sessions`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { type: 'invalid_request_error', message: expect.stringContaining('API key') },
    });
  });

  it('refuses missing or invalid parameters with 400 naming the parameter', async () => {
    await expect(newSession({ success_url: undefined })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'success_url',
    });
    const [line] = planCheckout().line_items ?? [];
    await expect(
      newSession({ line_items: [{ ...line, price_data: { ...line?.price_data, unit_amount: undefined } as never }] }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'line_items[0][price_data][unit_amount]' });
    await expect(newSession({ mode: 'payment' })).rejects.toMatchObject({ statusCode: 400, param: 'mode' });
    await expect(newSession({ cancel_url: 'not a url' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'cancel_url',
    });
    const response = await fetch(`${standIn.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'mode=subscription',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        message: 'Missing required param: line_items.',
        param: 'line_items',
        code: 'parameter_missing',
      },
    });
  });

  it('answers 404 for an unknown session', async () => {
    await expect(stripe.checkout.sessions.retrieve('cs_test_unknown')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
    });
  });
});

describe('the checkout page', () => {
  it('shows the plan, the amount in dollars, the e-mail and the three outcomes', async () => {
    const session = await newSession();
    const response = await fetch(session.url as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1>[^<]*Lunia Pharmacy plan<\/h1>/);
    expect(html).toContain('$300.00');
    expect(html).toContain('owner@lunia.local');
    expect(html).toContain(`<form method="post" action="/checkout/${session.id}/pay">`);
    for (const label of ['Pay', 'Card declined', 'Cancel']) expect(html).toContain(`>${label}</button>`);
    expect(html).not.toContain('<script');
  });

  it('escapes what the session carries', async () => {
    const [line] = planCheckout().line_items ?? [];
    const session = await newSession({
      line_items: [
        {
          ...line,
          price_data: { ...line?.price_data, product_data: { name: '<b>Plan</b> & "more"' } } as never,
        },
      ],
    });
    const html = await (await fetch(session.url as string)).text();
    expect(html).toContain('&lt;b&gt;Plan&lt;/b&gt; &amp; &quot;more&quot;');
    expect(html).not.toContain('<b>Plan</b>');
  });

  it('answers 404 for an unknown checkout', async () => {
    expect((await fetch(`${standIn.url}/checkout/cs_test_nothing`)).status).toBe(404);
  });
});

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
