/**
 * Makes a Stripe account hold the billing catalogue of @lunia/shared/domain/billing-catalogue.ts
 * (issue 41): its Products (custom ids), one monthly Price per plan found by `lookup_key`, and the
 * Customer Portal configuration. Run by `npm run stripe:sync -- --stage <name>` (stripe-sync.ts) and
 * by the local Stripe stand-in at start, through the official SDK in both cases.
 *
 * Idempotent: what already matches is left alone, so a second run changes nothing and says so.
 * A Price's amounts cannot change at Stripe, so a plan whose tiers changed gets a new Price that takes
 * over the lookup key (`transfer_lookup_key`, https://docs.stripe.com/api/prices/create) and the old
 * one is archived (active false): subscriptions on it keep it until they are moved.
 */
import {
  CATALOGUE_PLANS,
  type CataloguePlan,
  PORTAL_CONFIGURATION_MARKER,
  PORTAL_FEATURES,
  portalLinks,
  stripePriceParams,
} from '@lunia/shared/domain/billing-catalogue';
import type Stripe from 'stripe';

export interface SyncResult {
  /** One line per change made (empty: the account already held the catalogue). */
  changes: string[];
  /** The price id of each plan, by lookup key. */
  priceIds: Record<string, string>;
  portalConfigurationId: string;
}

const isMissing = (error: unknown) =>
  (error as { code?: string; statusCode?: number }).code === 'resource_missing' ||
  (error as { statusCode?: number }).statusCode === 404;

async function syncProduct(stripe: Stripe, plan: CataloguePlan, changes: string[]): Promise<void> {
  const wanted = {
    name: plan.productName,
    description: plan.description,
    metadata: { lunia_catalogue: 'plan', modules: plan.modules.join(',') },
  };
  let existing: Stripe.Product | undefined;
  try {
    existing = await stripe.products.retrieve(plan.productId);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  if (!existing) {
    await stripe.products.create({ id: plan.productId, ...wanted });
    changes.push(`created product ${plan.productId} (${plan.productName})`);
    return;
  }
  const same =
    existing.active &&
    existing.name === wanted.name &&
    existing.description === wanted.description &&
    existing.metadata?.lunia_catalogue === wanted.metadata.lunia_catalogue &&
    existing.metadata?.modules === wanted.metadata.modules;
  if (same) return;
  await stripe.products.update(plan.productId, { ...wanted, active: true });
  changes.push(`updated product ${plan.productId} (${plan.productName})`);
}

/** Whether a price at Stripe is this plan's price: same product, currency, interval and tiers. */
export function priceMatches(price: Stripe.Price, plan: CataloguePlan): boolean {
  const product = typeof price.product === 'string' ? price.product : price.product.id;
  const tiers = price.tiers ?? [];
  return (
    product === plan.productId &&
    price.currency === plan.currency &&
    price.type === 'recurring' &&
    price.recurring?.interval === plan.interval &&
    (price.recurring?.interval_count ?? 1) === 1 &&
    price.recurring?.usage_type !== 'metered' &&
    price.billing_scheme === 'tiered' &&
    price.tiers_mode === 'graduated' &&
    tiers.length === plan.tiers.length &&
    plan.tiers.every((tier, index) => {
      const theirs = tiers[index];
      return (
        theirs !== undefined &&
        (theirs.up_to ?? 'inf') === tier.upTo &&
        theirs.unit_amount === tier.unitAmount &&
        (theirs.flat_amount ?? 0) === 0
      );
    })
  );
}

async function syncPrice(
  stripe: Stripe,
  plan: CataloguePlan,
  existing: Stripe.Price | undefined,
  changes: string[],
): Promise<string> {
  if (existing && priceMatches(existing, plan)) {
    if (!existing.active) {
      await stripe.prices.update(existing.id, { active: true });
      changes.push(`reactivated price ${existing.id} (${plan.lookupKey})`);
    }
    return existing.id;
  }
  const created = await stripe.prices.create(stripePriceParams(plan));
  changes.push(`created price ${created.id} (${plan.lookupKey})`);
  if (existing?.active) {
    await stripe.prices.update(existing.id, { active: false });
    changes.push(`archived price ${existing.id}, which ${plan.lookupKey} named before`);
  }
  return created.id;
}

/** The portal configuration's parameters for the synced prices and the stage's site. */
export function portalConfigurationParams(
  priceIds: Record<string, string>,
  siteUrl: string,
): Stripe.BillingPortal.ConfigurationCreateParams {
  const links = portalLinks(siteUrl);
  const update = PORTAL_FEATURES.subscriptionUpdate;
  return {
    business_profile: {
      headline: PORTAL_FEATURES.headline,
      privacy_policy_url: links.privacyPolicyUrl,
      terms_of_service_url: links.termsOfServiceUrl,
    },
    features: {
      customer_update: { enabled: PORTAL_FEATURES.customerUpdate },
      invoice_history: { enabled: PORTAL_FEATURES.invoiceHistory },
      payment_method_update: { enabled: PORTAL_FEATURES.paymentMethodUpdate },
      subscription_cancel: {
        enabled: true,
        mode: PORTAL_FEATURES.subscriptionCancel.mode,
        proration_behavior: PORTAL_FEATURES.subscriptionCancel.prorationBehavior,
      },
      subscription_update: {
        enabled: true,
        default_allowed_updates: [...update.allowedUpdates],
        proration_behavior: update.prorationBehavior,
        products: CATALOGUE_PLANS.map((plan) => ({
          product: plan.productId,
          prices: [priceIds[plan.lookupKey] as string],
          adjustable_quantity: { enabled: true, minimum: update.minLocations, maximum: update.maxLocations },
        })),
      },
    },
    metadata: { [PORTAL_CONFIGURATION_MARKER.key]: PORTAL_CONFIGURATION_MARKER.value },
  };
}

/** Whether a configuration at Stripe already says what `params` says (the fields the catalogue sets). */
export function portalConfigurationMatches(
  existing: Stripe.BillingPortal.Configuration,
  params: Stripe.BillingPortal.ConfigurationCreateParams,
): boolean {
  const { features, business_profile: profile } = params;
  const have = existing.features;
  const update = features.subscription_update;
  const products = (update?.products ||
    []) as Stripe.BillingPortal.ConfigurationCreateParams.Features.SubscriptionUpdate.Product[];
  const theirProducts = have.subscription_update.products ?? [];
  return (
    existing.active &&
    existing.business_profile.headline === (profile?.headline ?? null) &&
    existing.business_profile.privacy_policy_url === (profile?.privacy_policy_url ?? null) &&
    existing.business_profile.terms_of_service_url === (profile?.terms_of_service_url ?? null) &&
    have.customer_update.enabled === features.customer_update?.enabled &&
    have.invoice_history.enabled === features.invoice_history?.enabled &&
    have.payment_method_update.enabled === features.payment_method_update?.enabled &&
    have.subscription_cancel.enabled === features.subscription_cancel?.enabled &&
    have.subscription_cancel.mode === features.subscription_cancel?.mode &&
    have.subscription_cancel.proration_behavior === features.subscription_cancel?.proration_behavior &&
    have.subscription_update.enabled === update?.enabled &&
    have.subscription_update.proration_behavior === update?.proration_behavior &&
    [...have.subscription_update.default_allowed_updates].sort().join() ===
      [...((update?.default_allowed_updates || []) as string[])].sort().join() &&
    theirProducts.length === products.length &&
    products.every((wanted) => {
      const theirs = theirProducts.find((p) => p.product === wanted.product);
      const quantity = wanted.adjustable_quantity;
      return (
        theirs !== undefined &&
        [...theirs.prices].sort().join() === [...wanted.prices].sort().join() &&
        theirs.adjustable_quantity?.enabled === quantity?.enabled &&
        (theirs.adjustable_quantity?.minimum ?? null) === (quantity?.minimum ?? null) &&
        (theirs.adjustable_quantity?.maximum ?? null) === (quantity?.maximum ?? null)
      );
    })
  );
}

/** The catalogue's portal configuration at Stripe (found by its metadata marker), if any. */
export async function findPortalConfiguration(stripe: Stripe): Promise<Stripe.BillingPortal.Configuration | undefined> {
  for await (const configuration of stripe.billingPortal.configurations.list({ active: true, limit: 100 })) {
    if (configuration.metadata?.[PORTAL_CONFIGURATION_MARKER.key] === PORTAL_CONFIGURATION_MARKER.value) {
      return configuration;
    }
  }
  return undefined;
}

/** Makes the account hold the catalogue; `siteUrl` is the stage's site (the portal's terms and privacy links). */
export async function syncCatalogue(stripe: Stripe, siteUrl: string): Promise<SyncResult> {
  const changes: string[] = [];
  for (const plan of CATALOGUE_PLANS) await syncProduct(stripe, plan, changes);
  const existing = await stripe.prices.list({
    lookup_keys: CATALOGUE_PLANS.map((plan) => plan.lookupKey),
    expand: ['data.tiers'],
    limit: 100,
  });
  const priceIds: Record<string, string> = {};
  for (const plan of CATALOGUE_PLANS) {
    const current = existing.data.find((price) => price.lookup_key === plan.lookupKey);
    priceIds[plan.lookupKey] = await syncPrice(stripe, plan, current, changes);
  }
  const params = portalConfigurationParams(priceIds, siteUrl);
  const configuration = await findPortalConfiguration(stripe);
  let portalConfigurationId: string;
  if (!configuration) {
    portalConfigurationId = (await stripe.billingPortal.configurations.create(params)).id;
    changes.push(`created portal configuration ${portalConfigurationId}`);
  } else if (!portalConfigurationMatches(configuration, params)) {
    portalConfigurationId = (await stripe.billingPortal.configurations.update(configuration.id, params)).id;
    changes.push(`updated portal configuration ${portalConfigurationId}`);
  } else {
    portalConfigurationId = configuration.id;
  }
  return { changes, priceIds, portalConfigurationId };
}
