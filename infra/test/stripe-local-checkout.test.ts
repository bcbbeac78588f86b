/**
 * The local Stripe stand-in (infra/local/stripe/), driven by the official `stripe` SDK the way
 * billing drives it: form bodies, creating and reading checkout sessions, and the checkout page.
 * Paying, declining, renewals and webhook delivery: stripe-local-webhooks.test.ts.
 */
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { LOCAL_STRIPE_SECRET_KEY } from '../local/handler-env';
import { parseStripeForm } from '../local/stripe/form';
import {
  newSession,
  ORG_METADATA,
  planCheckout,
  sdkClient,
  standIn,
  stripe,
  useStripeLocal,
} from './stripe-local-harness';

useStripeLocal();

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

  it('charges a tiered price by its graduated tiers for the quantity', async () => {
    const [line] = planCheckout().line_items ?? [];
    const amounts = [];
    for (const quantity of [1, 3, 5])
      amounts.push((await newSession({ line_items: [{ ...line, quantity }] })).amount_total);
    expect(amounts).toEqual([25_000, 35_000, 45_000]);
  });

  it('refuses price_data, an unknown price and an archived one (https://docs.stripe.com/api/checkout/sessions/create)', async () => {
    const [line] = planCheckout().line_items ?? [];
    await expect(
      newSession({
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: 25_000,
              recurring: { interval: 'month' },
              product: 'lunia_shift',
            },
          },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'line_items[0][price_data]' });
    await expect(newSession({ line_items: [{ ...line, price: 'price_nothing' }] })).rejects.toMatchObject({
      statusCode: 404,
      param: 'line_items[0][price]',
      code: 'resource_missing',
    });
    const old = await stripe.prices.create({
      product: 'lunia_core',
      currency: 'usd',
      unit_amount: 100,
      recurring: { interval: 'month' },
      active: false,
    });
    await expect(newSession({ line_items: [{ ...line, price: old.id }] })).rejects.toMatchObject({
      statusCode: 400,
      param: 'line_items[0][price]',
    });
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
    await expect(newSession({ line_items: [{ ...line, quantity: 0 }] })).rejects.toMatchObject({
      statusCode: 400,
      param: 'line_items[0][quantity]',
    });
    await expect(newSession({ mode: 'payment' })).rejects.toMatchObject({ statusCode: 400, param: 'mode' });
    await expect(newSession({ cancel_url: 'not a url' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'cancel_url',
    });
    // A page language Stripe knows is kept on the session; another is refused naming `locale`.
    expect((await newSession({ locale: 'es-419' })).locale).toBe('es-419');
    await expect(newSession({ locale: 'xx' as Stripe.Checkout.SessionCreateParams.Locale })).rejects.toMatchObject({
      statusCode: 400,
      param: 'locale',
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
    expect(html).toMatch(/<h1>[^<]*Lunia Shift<\/h1>/);
    expect(html).toContain('$300.00');
    expect(html).toContain('owner@lunia.local');
    expect(html).toContain(`<form method="post" action="/checkout/${session.id}/pay">`);
    for (const label of ['Pay', 'Card declined', 'Cancel']) expect(html).toContain(`>${label}</button>`);
    expect(html).not.toContain('<script');
  });

  it('escapes what the session carries', async () => {
    await stripe.products.create({ id: 'escape_me', name: '<b>Plan</b> & "more"' });
    const price = await stripe.prices.create({
      product: 'escape_me',
      currency: 'usd',
      unit_amount: 1_000,
      recurring: { interval: 'month' },
    });
    const session = await newSession({ line_items: [{ price: price.id, quantity: 1 }] });
    const html = await (await fetch(session.url as string)).text();
    expect(html).toContain('&lt;b&gt;Plan&lt;/b&gt; &amp; &quot;more&quot;');
    expect(html).not.toContain('<b>Plan</b>');
  });

  it('answers 404 for an unknown checkout', async () => {
    expect((await fetch(`${standIn.url}/checkout/cs_test_nothing`)).status).toBe(404);
  });
});
