/**
 * The billing catalogue as code (issue 41): the Products and Prices the Stripe account holds, each
 * price found by a stable `lookup_key`, and the Customer Portal configuration. `npm run stripe:sync`
 * (infra/ops/stripe-catalogue.ts) makes an account hold exactly this; checkout buys these prices by
 * lookup key; the webhook reads a subscription's modules and locations back from them; /pricing, the
 * module cards and the checkout summary render from `planTotalCents`. Pure.
 *
 * One plan per combination of paid modules (Shift, Core, and the bundle Shift + Core), each one
 * recurring monthly price with graduated tiers on the quantity, which is the number of locations:
 * the first location at `FIRST_LOCATION_CENTS`, every further one at `EXTRA_LOCATION_CENTS`
 * (portal-and-admin §9: the amount does not depend on the number of modules). A subscription has one
 * item, so Stripe's portal changes it the way the product does: another plan's price (add Core,
 * remove Shift) or another quantity (locations).
 */
import {
  EXTRA_LOCATION_CENTS,
  FIRST_LOCATION_CENTS,
  MAX_PLAN_LOCATIONS,
  PLAN_CURRENCY,
  PURCHASABLE_MODULES,
  type PurchasableModule,
} from './billing';

/** One graduated tier: `unitAmount` cents for each unit up to `upTo` (inclusive), or every further unit. */
export interface PriceTier {
  upTo: number | 'inf';
  unitAmount: number;
}

export interface CataloguePlan {
  /** The paid modules it includes, in PURCHASABLE_MODULES order. */
  modules: readonly PurchasableModule[];
  /** The Stripe product id (custom ids are allowed, so a sync finds its products again). */
  productId: string;
  productName: string;
  description: string;
  /** The monthly price's lookup key: checkout and the webhook know the price by it. */
  lookupKey: string;
  currency: string;
  interval: 'month';
  tiers: readonly PriceTier[];
}

const MODULE_NAMES: Record<PurchasableModule, string> = { shift: 'Shift', core: 'Core' };

/** Every non-empty combination of the paid modules, smallest first: shift, core, shift+core. */
function combinations(): PurchasableModule[][] {
  const all: PurchasableModule[][] = [];
  for (let mask = 1; mask < 1 << PURCHASABLE_MODULES.length; mask++) {
    all.push(PURCHASABLE_MODULES.filter((_, index) => mask & (1 << index)));
  }
  return all.sort((a, b) => a.length - b.length);
}

const TIERS: readonly PriceTier[] = [
  { upTo: 1, unitAmount: FIRST_LOCATION_CENTS },
  { upTo: 'inf', unitAmount: EXTRA_LOCATION_CENTS },
];

export const CATALOGUE_PLANS: readonly CataloguePlan[] = combinations().map((modules) => ({
  modules,
  productId: `lunia_${modules.join('_')}`,
  productName: `Lunia ${modules.map((m) => MODULE_NAMES[m]).join(' + ')}`,
  description:
    modules.length > 1
      ? `Bundle: ${modules.map((m) => MODULE_NAMES[m]).join(' and ')} for the same price as one module, per pharmacy location.`
      : `${MODULE_NAMES[modules[0] as PurchasableModule]}, per pharmacy location.`,
  lookupKey: `lunia_${modules.join('_')}_monthly`,
  currency: PLAN_CURRENCY,
  interval: 'month' as const,
  tiers: TIERS,
}));

const sortedKey = (modules: readonly string[]) => PURCHASABLE_MODULES.filter((m) => modules.includes(m)).join(',');

/** The plan of exactly these paid modules (any order, repeats ignored); undefined for none or unknown ones. */
export function planForModules(modules: readonly string[]): CataloguePlan | undefined {
  if (modules.some((m) => !(PURCHASABLE_MODULES as readonly string[]).includes(m))) return undefined;
  const key = sortedKey(modules);
  return CATALOGUE_PLANS.find((plan) => plan.modules.join(',') === key);
}

/** The plan a price's lookup key names; undefined for a price that is not the catalogue's. */
export const planForLookupKey = (lookupKey: string | null | undefined): CataloguePlan | undefined =>
  CATALOGUE_PLANS.find((plan) => plan.lookupKey === lookupKey);

/** What graduated tiers charge for `quantity` units (Stripe's graduated pricing: each tier's units at its amount). */
export function tieredAmountCents(tiers: readonly PriceTier[], quantity: number): number {
  let total = 0;
  let counted = 0;
  for (const tier of tiers) {
    const upTo = tier.upTo === 'inf' ? quantity : Math.min(tier.upTo, quantity);
    if (upTo > counted) {
      total += (upTo - counted) * tier.unitAmount;
      counted = upTo;
    }
  }
  return total;
}

/** The monthly amount of a catalogue plan for `locations` locations, in cents. */
export function planTotalCents(plan: CataloguePlan, locations: number): number {
  if (!Number.isInteger(locations) || locations < 1 || locations > MAX_PLAN_LOCATIONS) {
    throw new RangeError(`A plan covers 1 to ${MAX_PLAN_LOCATIONS} locations, not ${locations}`);
  }
  return tieredAmountCents(plan.tiers, locations);
}

/** A plan's monthly price for its first location and for each one more: its two tiers. */
export function planLocationPrices(plan: CataloguePlan): { firstLocationCents: number; extraLocationCents: number } {
  return {
    firstLocationCents: tieredAmountCents(plan.tiers, 1),
    extraLocationCents: tieredAmountCents(plan.tiers, 2) - tieredAmountCents(plan.tiers, 1),
  };
}

/**
 * The parameters of the plan's Price as the sync creates it at Stripe (`POST /v1/prices`,
 * https://docs.stripe.com/api/prices/create): a monthly, licensed price with graduated tiers on the
 * quantity (the locations), found again by its lookup key. Plain data: infra/ops/stripe-catalogue.ts
 * passes it to the SDK, and the web's price tests check what the pages show against it.
 */
export function stripePriceParams(plan: CataloguePlan) {
  return {
    product: plan.productId,
    currency: plan.currency,
    recurring: { interval: plan.interval, usage_type: 'licensed' as const },
    billing_scheme: 'tiered' as const,
    tiers_mode: 'graduated' as const,
    tiers: plan.tiers.map((tier) => ({ up_to: tier.upTo, unit_amount: tier.unitAmount })),
    lookup_key: plan.lookupKey,
    transfer_lookup_key: true,
    nickname: `${plan.productName}, monthly, per location`,
    metadata: { lunia_catalogue: 'plan', modules: plan.modules.join(',') },
  };
}

/** The Customer Portal configuration's marker: the sync and billing find the catalogue's configuration by it. */
export const PORTAL_CONFIGURATION_MARKER = { key: 'lunia_catalogue', value: 'billing-portal' } as const;

/** What the Customer Portal lets an owner do, in Stripe's terms (portal configuration `features`). */
export const PORTAL_FEATURES = {
  /** Change the plan among the catalogue's prices and the number of locations (the quantity). */
  subscriptionUpdate: {
    allowedUpdates: ['price', 'quantity'] as const,
    prorationBehavior: 'create_prorations' as const,
    minLocations: 1,
    maxLocations: MAX_PLAN_LOCATIONS,
  },
  /** Cancel at the end of the paid period, never at once. */
  subscriptionCancel: { mode: 'at_period_end' as const, prorationBehavior: 'none' as const },
  paymentMethodUpdate: true,
  invoiceHistory: true,
  /** The e-mail and name are the organization's, kept in Lunia. */
  customerUpdate: false,
  headline: 'Lunia: manage your plan, card and invoices',
} as const;

/** The site's pages the portal links to (terms and privacy), in English: the portal chooses its own language. */
export const portalLinks = (siteUrl: string) => ({
  termsOfServiceUrl: new URL('/legal?tab=terms', siteUrl).href,
  privacyPolicyUrl: new URL('/legal?tab=privacy', siteUrl).href,
});
