/**
 * The local Stripe stand-in's billing portal (infra/local/stripe/portal-*.ts): sessions through the
 * SDK's `billingPortal.sessions.create` under the catalogue's configuration, the page's forms and the
 * events each sends, the end of a subscription canceled at period end, refunds (test hook) and the
 * invoices' PDFs in the customer's language.
 */
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../local/stripe/invoice-pdf';
import { newSession, recorder, standIn, stripe, useStripeLocal } from './stripe-local-harness';

useStripeLocal();

const PLAN = { orgId: 'org-portal' };

/** A paid plan checkout (Shift, 2 locations); its customer and subscription. */
async function paidSubscription(locale?: Stripe.Checkout.SessionCreateParams.Locale) {
  const session = await newSession({
    metadata: PLAN,
    subscription_data: { metadata: PLAN },
    ...(locale ? { locale } : {}),
  });
  expect(
    (await fetch(`${standIn.url}/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' })).status,
  ).toBe(303);
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  recorder.received = [];
  return { customer: String(paid.customer), subscription: String(paid.subscription) };
}

async function submit(portalUrl: string, action: string, form: [string, string][] = []) {
  const response = await fetch(`${portalUrl}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

describe('billing portal sessions', () => {
  it('creates a session for a customer with a subscription, and refuses an unknown customer', async () => {
    const { customer } = await paidSubscription();
    const portal = await stripe.billingPortal.sessions.create({ customer, return_url: 'http://127.0.0.1:5173/back' });
    expect(portal).toMatchObject({
      object: 'billing_portal.session',
      customer,
      return_url: 'http://127.0.0.1:5173/back',
      // Without `configuration`, the account's default: the catalogue's, the first one made.
      configuration: standIn.catalogue.portalConfigurationId,
    });
    expect(portal.url).toBe(`${standIn.url}/portal/${portal.id}`);
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('Manage billing');
    expect(page).toContain('$300.00');
    expect(page).toContain('href="http://127.0.0.1:5173/back"');
    expect(page).toContain('href="http://127.0.0.1:5173/legal?tab=terms"');
    expect(page).toContain('href="http://127.0.0.1:5173/legal?tab=privacy"');
    await expect(
      stripe.billingPortal.sessions.create({ customer, configuration: 'bpc_nothing' }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'configuration' });
    await expect(stripe.billingPortal.sessions.create({ customer: 'cus_unknown' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    expect((await fetch(`${standIn.url}/portal/bps_unknown`)).status).toBe(404);
  });
});

describe('the portal page', () => {
  it('changes the quantity and the plan among the configuration’s prices, once each, with customer.subscription.updated', async () => {
    const { customer, subscription } = await paidSubscription();
    const { url } = await stripe.billingPortal.sessions.create({ customer });
    const page = await (await fetch(url)).text();
    // Each plan the configuration offers, with what it costs at the current quantity (2 locations).
    for (const name of ['Lunia Shift', 'Lunia Core', 'Lunia Shift + Core']) expect(page).toContain(`${name} ($300.00)`);
    expect(page).toMatch(/name="quantity" type="number" min="1" max="50"/);

    const changed = await submit(url, 'quantity', [['quantity', '3']]);
    expect(changed).toMatchObject({ status: 303, location: expect.stringContaining('?done=quantity') });
    const core = standIn.catalogue.priceIds.lunia_shift_core_monthly as string;
    expect((await submit(url, 'plan', [['price', core]])).location).toContain('?done=plan');
    const objects = recorder.events().map((event) => event.data.object as Stripe.Subscription);
    expect(recorder.events().map((event) => event.type)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.updated',
    ]);
    expect(objects.map((o) => [o.items.data[0]?.price.lookup_key, o.items.data[0]?.quantity])).toEqual([
      ['lunia_shift_monthly', 3],
      ['lunia_shift_core_monthly', 3],
    ]);
    // The metadata is left as the checkout set it: the items say what the plan is.
    expect(objects[1]).toMatchObject({ id: subscription, metadata: PLAN });
    expect(await (await fetch(url)).text()).toContain('$350.00');

    expect((await submit(url, 'quantity', [['quantity', '3']])).location).toContain('?done=unchanged');
    expect((await submit(url, 'plan', [['price', core]])).location).toContain('?done=unchanged');
    const refused = await submit(url, 'quantity', [['quantity', '51']]);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('from 1 to 50');
    const outside = await stripe.prices.create({
      product: 'lunia_core',
      currency: 'usd',
      unit_amount: 1,
      recurring: { interval: 'month' },
    });
    expect((await submit(url, 'plan', [['price', outside.id]])).status).toBe(400);
    expect((await submit(url, 'plan', [])).status).toBe(400);
    expect(recorder.events()).toHaveLength(2);
  });

  it('cancels at period end and resumes; the period end then deletes the subscription', async () => {
    const { customer, subscription } = await paidSubscription();
    const { url } = await stripe.billingPortal.sessions.create({ customer });
    await submit(url, 'cancel');
    await submit(url, 'resume');
    await submit(url, 'cancel');
    expect(recorder.events().map((event) => (event.data.object as Stripe.Subscription).cancel_at_period_end)).toEqual([
      true,
      false,
      true,
    ]);
    const ended = await fetch(`${standIn.url}/__lunia/subscriptions/${subscription}/renew`, { method: 'POST' });
    expect(await ended.json()).toMatchObject({ outcome: 'ended' });
    expect(recorder.events().at(-1)).toMatchObject({
      type: 'customer.subscription.deleted',
      data: { object: { id: subscription, status: 'canceled' } },
    });
    // An ended subscription has no forms left and renews no more.
    expect(await (await fetch(url)).text()).not.toContain('Update locations');
    expect(await (await fetch(url)).text()).not.toContain('Update plan');
    expect((await submit(url, 'cancel')).status).toBe(400);
    expect((await fetch(`${standIn.url}/__lunia/subscriptions/${subscription}/renew`, { method: 'POST' })).status).toBe(
      400,
    );
  });

  it('pays a past-due invoice with a new card, refunds in parts, and serves each invoice as a PDF', async () => {
    const { customer, subscription } = await paidSubscription();
    await fetch(`${standIn.url}/__lunia/subscriptions/${subscription}/renew?outcome=failed`, { method: 'POST' });
    const failed = recorder.events()[0]?.data.object as Stripe.Invoice;
    const { url } = await stripe.billingPortal.sessions.create({ customer });
    await submit(url, 'card', [['card', 'visa']]);
    const [, paid, updated] = recorder.events();
    expect(paid).toMatchObject({ type: 'invoice.paid', data: { object: { id: failed.id, status: 'paid' } } });
    expect(updated).toMatchObject({ type: 'customer.subscription.updated', data: { object: { status: 'active' } } });

    const refund = (amount?: number) =>
      fetch(`${standIn.url}/__lunia/subscriptions/${subscription}/refund${amount ? `?amount=${amount}` : ''}`, {
        method: 'POST',
      });
    expect((await refund(10_000)).status).toBe(200);
    expect((await refund()).status).toBe(200);
    const refunds = recorder.events().filter((event) => event.type === 'charge.refunded');
    expect(refunds.map((event) => (event.data.object as Stripe.Charge).amount_refunded)).toEqual([10_000, 30_000]);
    // More than the latest charge with money left (the first payment's) is refused.
    expect((await refund(30_001)).status).toBe(400);

    const page = await (await fetch(url)).text();
    const links = [...page.matchAll(/href="([^"]+\/pdf)"/g)].map((match) => match[1] as string);
    expect(links).toHaveLength(2);
    const pdf = await fetch(new URL(links[0] as string, url));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const body = await pdf.text();
    expect(body.startsWith('%PDF-1.4\n')).toBe(true);
    expect(body).toContain(`Invoice: ${failed.id}`);
    expect(body).toContain('Refunded: $300.00');
    // The cross-reference table points at each object.
    const offsets = [...body.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    expect(offsets.map((offset) => body.slice(offset).split('\n')[0])).toEqual(
      offsets.map((_, index) => `${index + 1} 0 obj`),
    );
    const startxref = Number(/startxref\n(\d+)/.exec(body)?.[1]);
    expect(body.slice(startxref).startsWith('xref')).toBe(true);
    expect(body).toContain('/Encoding /WinAnsiEncoding');
    // "2 × Lunia Shift": the multiplication sign is WinAnsi's code 0327, not a question mark.
    expect(body).toContain('(2 \\327 Lunia Shift) Tj');
  });

  it('prints the invoice PDF in the customer’s preferred locale, every character with a glyph', async () => {
    const { customer } = await paidSubscription('es-419');
    const { url } = await stripe.billingPortal.sessions.create({ customer });
    const link = /href="([^"]+\/pdf)"/.exec(await (await fetch(url)).text())?.[1] as string;
    const body = await (await fetch(new URL(link, url))).text();
    expect(body).toContain('(Factura \\(modo de prueba, sustituto local de Stripe\\)) Tj');
    expect(body).toContain('(Suscripci\\363n: ');
    expect(body).toContain('(Estado: pagada) Tj');
    expect(body).toContain('Importe pagado: USD\\240300.00');
    expect(body).not.toMatch(/\?/);
    // Every character both languages print has a glyph in the font's encoding.
    for (const text of [
      'Período de servicio: del 1 de enero de 2027',
      'Suscripción',
      '2 × Lunia Shift',
      '¿Año? ¡Sí! “€”',
    ]) {
      expect(pdfText(text).missing, text).toEqual([]);
    }
    expect(pdfText('Zoë ā 漢').missing).toEqual(['漢']);
  });
});
