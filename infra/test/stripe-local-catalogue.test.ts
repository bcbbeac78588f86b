/**
 * The billing catalogue at the local Stripe stand-in (issue 41), through the official SDK: the sync of
 * infra/ops/stripe-catalogue.ts (run by the stand-in at start, and here again), products, prices by
 * lookup key, portal configurations, and subscriptions read and changed with their items.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CATALOGUE_PLANS, PORTAL_CONFIGURATION_MARKER } from '@lunia/shared/domain/billing-catalogue';
import { describe, expect, it } from 'vitest';
import { LOCAL_STRIPE_SECRET_KEY } from '../local/handler-env';
import { syncCatalogue } from '../ops/stripe-catalogue';
import { newSession, recorder, standIn, stripe, useStripeLocal } from './stripe-local-harness';

useStripeLocal();

const SITE = 'http://127.0.0.1:5173';
const lookupKeys = CATALOGUE_PLANS.map((plan) => plan.lookupKey);

describe('the catalogue sync', () => {
  it('ran at start; a second run changes nothing and finds the same prices and configuration', async () => {
    const again = await syncCatalogue(stripe, SITE);
    expect(again.changes).toEqual([]);
    expect(again.priceIds).toEqual(standIn.catalogue.priceIds);
    expect(again.portalConfigurationId).toBe(standIn.catalogue.portalConfigurationId);
    expect(Object.keys(again.priceIds).sort()).toEqual([...lookupKeys].sort());
  });

  it('puts back what was changed by hand: a product renamed, a price archived, a portal feature turned off', async () => {
    await stripe.products.update('lunia_core', { name: 'Renamed in the Dashboard' });
    await stripe.prices.update(standIn.catalogue.priceIds.lunia_core_monthly as string, { active: false });
    await stripe.billingPortal.configurations.update(standIn.catalogue.portalConfigurationId, {
      features: { invoice_history: { enabled: false } },
    });
    const repaired = await syncCatalogue(stripe, SITE);
    expect(repaired.changes).toEqual([
      'updated product lunia_core (Lunia Core)',
      `reactivated price ${standIn.catalogue.priceIds.lunia_core_monthly} (lunia_core_monthly)`,
      `updated portal configuration ${standIn.catalogue.portalConfigurationId}`,
    ]);
    expect(repaired.priceIds).toEqual(standIn.catalogue.priceIds);
    expect((await syncCatalogue(stripe, SITE)).changes).toEqual([]);
  });

  it('moves a lookup key to a new price when the amounts differ, and archives the old one', async () => {
    const original = standIn.catalogue.priceIds.lunia_shift_monthly as string;
    // A price someone made by hand under the catalogue's key, with another amount.
    const wrong = await stripe.prices.create({
      product: 'lunia_shift',
      currency: 'usd',
      unit_amount: 19_900,
      recurring: { interval: 'month' },
      lookup_key: 'lunia_shift_monthly',
      transfer_lookup_key: true,
    });
    const result = await syncCatalogue(stripe, SITE);
    const moved = result.priceIds.lunia_shift_monthly as string;
    expect(moved).not.toBe(wrong.id);
    expect(result.changes).toEqual([
      `created price ${moved} (lunia_shift_monthly)`,
      `archived price ${wrong.id}, which lunia_shift_monthly named before`,
      `updated portal configuration ${standIn.catalogue.portalConfigurationId}`,
    ]);
    expect(await stripe.prices.retrieve(wrong.id)).toMatchObject({ active: false, lookup_key: null });
    expect((await syncCatalogue(stripe, SITE)).changes).toEqual([]);
    // Back to the price the other tests buy: the key returns to it, and the sync takes it again.
    await stripe.prices.update(original, {
      lookup_key: 'lunia_shift_monthly',
      transfer_lookup_key: true,
      active: true,
    });
    await stripe.prices.update(moved, { active: false });
    expect((await syncCatalogue(stripe, SITE)).priceIds.lunia_shift_monthly).toBe(original);
  });
});

describe('npm run stripe:sync', () => {
  /** The command as `npm run stripe:sync -- …` runs it, against the stand-in; its exit code and output. */
  async function sync(args: string[], key = LOCAL_STRIPE_SECRET_KEY) {
    try {
      const { stdout } = await promisify(execFile)('npx', ['tsx', 'infra/ops/stripe-sync.ts', ...args], {
        env: { ...process.env, STRIPE_SECRET_KEY: key, STRIPE_API_URL: standIn.url },
      });
      return { code: 0, output: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
    }
  }

  it('says the account already holds the catalogue, and refuses a test key for prod and a bad stage', {
    timeout: 60_000,
  }, async () => {
    const again = await sync(['--stage', 'dev', '--site-url', SITE]);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('Stage dev: the Stripe account already holds the catalogue; nothing changed.');
    expect(again.output).toContain(`lunia_core_monthly = ${standIn.catalogue.priceIds.lunia_core_monthly}`);
    const prod = await sync(['--stage', 'prod', '--site-url', 'https://lunia.example']);
    expect(prod).toMatchObject({ code: 2, output: expect.stringContaining('Stage prod must use a live key') });
    const badStage = await sync(['--stage', 'Not A Stage', '--site-url', SITE]);
    expect(badStage).toMatchObject({ code: 2, output: expect.stringContaining('Usage: npm run stripe:sync') });
  });
});

describe('prices by lookup key (https://docs.stripe.com/api/prices/list)', () => {
  it('finds prices by lookup_keys[], leaves tiers out unless expanded, and filters by active', async () => {
    const found = await stripe.prices.list({ lookup_keys: lookupKeys, active: true });
    expect(found.data.map((price) => price.lookup_key).sort()).toEqual([...lookupKeys].sort());
    expect(found.data.every((price) => price.tiers === undefined && price.unit_amount === null)).toBe(true);
    const expanded = await stripe.prices.list({ lookup_keys: ['lunia_core_monthly'], expand: ['data.tiers'] });
    expect(expanded.data[0]).toMatchObject({
      billing_scheme: 'tiered',
      tiers_mode: 'graduated',
      recurring: { interval: 'month', usage_type: 'licensed' },
      tiers: [
        { up_to: 1, unit_amount: 25_000 },
        { up_to: null, unit_amount: 5_000 },
      ],
    });
    expect((await stripe.prices.list({ lookup_keys: ['nobody_uses_this'] })).data).toEqual([]);
    await expect(
      stripe.prices.list({ lookup_keys: Array.from({ length: 11 }, (_, i) => `k${i}`) }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'lookup_keys' });
  });

  it('refuses a taken lookup key without transfer_lookup_key, and amounts on update (https://docs.stripe.com/api/prices/create)', async () => {
    const params = {
      product: 'lunia_core',
      currency: 'usd',
      unit_amount: 1,
      recurring: { interval: 'month' as const },
      lookup_key: 'lunia_core_monthly',
    };
    await expect(stripe.prices.create(params)).rejects.toMatchObject({ statusCode: 400, param: 'lookup_key' });
    const price = await stripe.prices.create({ ...params, lookup_key: 'another_key' });
    await expect(stripe.prices.update(price.id, { unit_amount: 2 } as never)).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
    });
    await expect(
      stripe.prices.create({ ...params, lookup_key: undefined, product: 'no_such_product' }),
    ).rejects.toMatchObject({ statusCode: 404, param: 'product' });
  });
});

describe('portal configurations (https://docs.stripe.com/api/customer_portal/configurations/create)', () => {
  it('holds the catalogue’s: plan changes among its prices, 1 to 50 locations, cancel at period end, card, invoices, legal links', async () => {
    const configuration = await stripe.billingPortal.configurations.retrieve(standIn.catalogue.portalConfigurationId);
    expect(configuration.metadata).toEqual({ [PORTAL_CONFIGURATION_MARKER.key]: PORTAL_CONFIGURATION_MARKER.value });
    expect(configuration.business_profile).toEqual({
      headline: expect.any(String),
      privacy_policy_url: `${SITE}/legal?tab=privacy`,
      terms_of_service_url: `${SITE}/legal?tab=terms`,
    });
    const { features } = configuration;
    expect(features.subscription_cancel).toMatchObject({ enabled: true, mode: 'at_period_end' });
    expect([features.payment_method_update.enabled, features.invoice_history.enabled]).toEqual([true, true]);
    expect(features.customer_update.enabled).toBe(false);
    expect(features.subscription_update).toMatchObject({
      enabled: true,
      default_allowed_updates: ['price', 'quantity'],
      proration_behavior: 'create_prorations',
    });
    expect(features.subscription_update.products).toEqual(
      CATALOGUE_PLANS.map((plan) => ({
        product: plan.productId,
        prices: [standIn.catalogue.priceIds[plan.lookupKey]],
        adjustable_quantity: { enabled: true, minimum: 1, maximum: 50 },
      })),
    );
  });

  it('refuses a price that is not the product’s', async () => {
    await expect(
      stripe.billingPortal.configurations.create({
        features: {
          subscription_update: {
            enabled: true,
            default_allowed_updates: ['price'],
            products: [{ product: 'lunia_core', prices: [standIn.catalogue.priceIds.lunia_shift_monthly as string] }],
          },
        },
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'features[subscription_update][products][0][prices]' });
  });
});

describe('subscriptions with items (https://docs.stripe.com/api/subscriptions/update)', () => {
  async function paidSubscription(): Promise<string> {
    const session = await newSession();
    await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    return (await stripe.checkout.sessions.retrieve(session.id)).subscription as string;
  }

  it('reads the subscription’s one item: the catalogue price with its lookup key, and the quantity', async () => {
    const subscription = await stripe.subscriptions.retrieve(await paidSubscription());
    expect(subscription.items.data).toEqual([
      expect.objectContaining({
        quantity: 2,
        price: expect.objectContaining({
          id: standIn.catalogue.priceIds.lunia_shift_monthly,
          lookup_key: 'lunia_shift_monthly',
          product: 'lunia_shift',
        }),
      }),
    ]);
  });

  it('changes the item to another catalogue price and quantity, with one customer.subscription.updated', async () => {
    const id = await paidSubscription();
    const subscription = await stripe.subscriptions.retrieve(id);
    recorder.received = [];
    const item = subscription.items.data[0]?.id as string;
    const updated = await stripe.subscriptions.update(id, {
      items: [{ id: item, price: standIn.catalogue.priceIds.lunia_shift_core_monthly as string, quantity: 3 }],
    });
    expect(updated.items.data[0]).toMatchObject({
      id: item,
      quantity: 3,
      price: { lookup_key: 'lunia_shift_core_monthly' },
    });
    await expect.poll(() => recorder.events().map((event) => event.type)).toEqual(['customer.subscription.updated']);
  });

  it('refuses price_data and a price the portal does not offer, as Stripe’s portal cannot change to them', async () => {
    const id = await paidSubscription();
    const item = (await stripe.subscriptions.retrieve(id)).items.data[0]?.id as string;
    await expect(
      stripe.subscriptions.update(id, {
        items: [
          {
            id: item,
            price_data: { currency: 'usd', product: 'lunia_shift', unit_amount: 1, recurring: { interval: 'month' } },
          },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'items[0][price_data]' });
    const outside = await stripe.prices.create({
      product: 'lunia_shift',
      currency: 'usd',
      unit_amount: 1,
      recurring: { interval: 'month' },
    });
    await expect(stripe.subscriptions.update(id, { items: [{ id: item, price: outside.id }] })).rejects.toMatchObject({
      statusCode: 400,
      param: 'items[0][price]',
    });
    await expect(stripe.subscriptions.retrieve('sub_nothing')).rejects.toMatchObject({ statusCode: 404 });
  });
});
