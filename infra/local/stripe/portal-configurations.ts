/**
 * `/v1/billing_portal/configurations`: what the Customer Portal lets a customer do, in Stripe's shape
 * (https://docs.stripe.com/api/customer_portal/configurations/object). The stand-in's portal page
 * (portal-page.ts) offers exactly what its session's configuration allows: the products and prices
 * of `subscription_update` (and their quantity bounds), cancel at period end, the card, the invoices.
 * Prices named in `subscription_update.products` must exist, belong to that product and be recurring.
 */
import type { CatalogueStore } from './catalogue';
import { invalid, missing } from './errors';
import {
  type FormParams,
  httpUrl,
  isParams,
  metadataOf,
  optionalString,
  positiveInteger,
  refuseUnknown,
  requiredObject,
} from './form';
import { stripeId, unixNow } from './objects';

export interface PortalProduct {
  product: string;
  prices: string[];
  adjustable_quantity: { enabled: boolean; minimum: number; maximum: number | null };
}

export interface PortalConfiguration {
  [key: string]: unknown;
  id: string;
  object: 'billing_portal.configuration';
  active: boolean;
  application: null;
  business_profile: { headline: string | null; privacy_policy_url: string | null; terms_of_service_url: string | null };
  created: number;
  default_return_url: string | null;
  features: {
    customer_update: { allowed_updates: string[]; enabled: boolean };
    invoice_history: { enabled: boolean };
    payment_method_update: { enabled: boolean; payment_method_configuration: null };
    subscription_cancel: {
      cancellation_reason: { enabled: boolean; options: string[] };
      enabled: boolean;
      mode: 'at_period_end' | 'immediately';
      proration_behavior: 'none' | 'create_prorations' | 'always_invoice';
    };
    subscription_update: {
      default_allowed_updates: string[];
      enabled: boolean;
      products: PortalProduct[];
      proration_behavior: 'none' | 'create_prorations' | 'always_invoice';
      billing_cycle_anchor: null;
      schedule_at_period_end: { conditions: never[] };
      trial_update_behavior: 'end_trial';
    };
  };
  is_default: boolean;
  livemode: false;
  login_page: { enabled: false; url: null };
  metadata: Record<string, string>;
  updated: number;
}

const PRORATIONS = ['none', 'create_prorations', 'always_invoice'] as const;

function bool(params: FormParams, name: string, param: string): boolean | undefined {
  const value = optionalString(params, name, param);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalid(`Invalid boolean: ${value}`, param);
  return value === 'true';
}

function oneOf<T extends string>(
  params: FormParams,
  name: string,
  param: string,
  allowed: readonly T[],
): T | undefined {
  const value = optionalString(params, name, param);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw invalid(`Invalid ${param}: must be one of ${allowed.join(', ')}.`, param);
  return value as T;
}

function strings(params: FormParams, name: string, param: string): string[] | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (value === '') return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
    throw invalid(`Invalid array: ${param}.`, param);
  return value as string[];
}

export function portalConfigurations(store: CatalogueStore) {
  const { configurations } = store;

  function products(raw: FormParams['x'], param: string): PortalProduct[] {
    if (raw === '') return [];
    if (!Array.isArray(raw)) throw invalid(`Invalid array: ${param}.`, param);
    return raw.map((entry, index) => {
      const at = `${param}[${index}]`;
      if (!isParams(entry)) throw invalid(`Invalid object: ${at} must be a hash.`, at);
      refuseUnknown(entry, ['product', 'prices', 'adjustable_quantity'], at);
      const productId = optionalString(entry, 'product', `${at}[product]`);
      if (!productId) throw missing(`${at}[product]`);
      store.product(productId, `${at}[product]`);
      const prices = strings(entry, 'prices', `${at}[prices]`) ?? [];
      if (prices.length === 0) throw missing(`${at}[prices]`);
      for (const id of prices) {
        const price = store.price(id, `${at}[prices]`);
        if (price.product !== productId || price.type !== 'recurring') {
          throw invalid(`The price ${id} is not a recurring price of the product ${productId}.`, `${at}[prices]`);
        }
      }
      let quantity: PortalProduct['adjustable_quantity'] = { enabled: false, minimum: 1, maximum: null };
      if (entry.adjustable_quantity !== undefined) {
        const q = requiredObject(entry, 'adjustable_quantity', `${at}[adjustable_quantity]`);
        refuseUnknown(q, ['enabled', 'minimum', 'maximum'], `${at}[adjustable_quantity]`);
        const minimum =
          q.minimum === undefined
            ? 1
            : positiveInteger(q, 'minimum', `${at}[adjustable_quantity][minimum]`, { allowZero: true });
        const maximum =
          q.maximum === undefined ? null : positiveInteger(q, 'maximum', `${at}[adjustable_quantity][maximum]`);
        if (maximum !== null && maximum < minimum) {
          throw invalid(
            'adjustable_quantity[maximum] must be at least its minimum.',
            `${at}[adjustable_quantity][maximum]`,
          );
        }
        quantity = { enabled: bool(q, 'enabled', `${at}[adjustable_quantity][enabled]`) ?? false, minimum, maximum };
      }
      return { product: productId, prices, adjustable_quantity: quantity };
    });
  }

  /** Applies `params` (create or update parameters) onto `target`. */
  function apply(target: PortalConfiguration, params: FormParams): void {
    refuseUnknown(params, ['business_profile', 'features', 'metadata', 'default_return_url', 'active', 'expand']);
    if (params.business_profile !== undefined) {
      const profile = requiredObject(params, 'business_profile');
      refuseUnknown(profile, ['headline', 'privacy_policy_url', 'terms_of_service_url'], 'business_profile');
      for (const key of ['headline', 'privacy_policy_url', 'terms_of_service_url'] as const) {
        if (profile[key] === undefined) continue;
        target.business_profile[key] =
          key === 'headline' ? optionalString(profile, key) || null : httpUrl(profile, key);
      }
    }
    if (params.default_return_url !== undefined) target.default_return_url = httpUrl(params, 'default_return_url');
    if (params.metadata !== undefined) target.metadata = { ...target.metadata, ...metadataOf(params, 'metadata') };
    target.active = bool(params, 'active', 'active') ?? target.active;
    if (params.features === undefined) return;
    const features = requiredObject(params, 'features');
    const known = [
      'customer_update',
      'invoice_history',
      'payment_method_update',
      'subscription_cancel',
      'subscription_update',
    ];
    refuseUnknown(features, known, 'features');
    const have = target.features;
    const section = (name: string) =>
      features[name] === undefined ? undefined : requiredObject(features, name, `features[${name}]`);
    const customer = section('customer_update');
    if (customer) {
      refuseUnknown(customer, ['enabled', 'allowed_updates'], 'features[customer_update]');
      have.customer_update.enabled =
        bool(customer, 'enabled', 'features[customer_update][enabled]') ?? have.customer_update.enabled;
      have.customer_update.allowed_updates =
        strings(customer, 'allowed_updates', 'features[customer_update][allowed_updates]') ??
        have.customer_update.allowed_updates;
    }
    for (const name of ['invoice_history', 'payment_method_update'] as const) {
      const s = section(name);
      if (!s) continue;
      refuseUnknown(s, ['enabled'], `features[${name}]`);
      have[name].enabled = bool(s, 'enabled', `features[${name}][enabled]`) ?? have[name].enabled;
    }
    const cancel = section('subscription_cancel');
    if (cancel) {
      refuseUnknown(cancel, ['enabled', 'mode', 'proration_behavior'], 'features[subscription_cancel]');
      const c = have.subscription_cancel;
      c.enabled = bool(cancel, 'enabled', 'features[subscription_cancel][enabled]') ?? c.enabled;
      c.mode =
        oneOf(cancel, 'mode', 'features[subscription_cancel][mode]', ['at_period_end', 'immediately'] as const) ??
        c.mode;
      c.proration_behavior =
        oneOf(cancel, 'proration_behavior', 'features[subscription_cancel][proration_behavior]', PRORATIONS) ??
        c.proration_behavior;
    }
    const update = section('subscription_update');
    if (update) {
      const at = 'features[subscription_update]';
      refuseUnknown(update, ['enabled', 'default_allowed_updates', 'products', 'proration_behavior'], at);
      const u = have.subscription_update;
      u.enabled = bool(update, 'enabled', `${at}[enabled]`) ?? u.enabled;
      const allowed = strings(update, 'default_allowed_updates', `${at}[default_allowed_updates]`);
      if (allowed?.some((a) => !['price', 'quantity', 'promotion_code'].includes(a))) {
        throw invalid(
          'default_allowed_updates must be among price, quantity and promotion_code.',
          `${at}[default_allowed_updates]`,
        );
      }
      u.default_allowed_updates = allowed ?? u.default_allowed_updates;
      if (update.products !== undefined) u.products = products(update.products, `${at}[products]`);
      if (u.products.length > 10) throw invalid('A configuration lists up to 10 products.', `${at}[products]`);
      u.proration_behavior =
        oneOf(update, 'proration_behavior', `${at}[proration_behavior]`, PRORATIONS) ?? u.proration_behavior;
    }
  }

  function create(params: FormParams): PortalConfiguration {
    if (params.features === undefined) throw missing('features');
    const now = unixNow();
    const configuration: PortalConfiguration = {
      id: stripeId('bpc_'),
      object: 'billing_portal.configuration',
      active: true,
      application: null,
      business_profile: { headline: null, privacy_policy_url: null, terms_of_service_url: null },
      created: now,
      default_return_url: null,
      features: {
        customer_update: { allowed_updates: [], enabled: false },
        invoice_history: { enabled: false },
        payment_method_update: { enabled: false, payment_method_configuration: null },
        subscription_cancel: {
          cancellation_reason: { enabled: false, options: [] },
          enabled: false,
          mode: 'at_period_end',
          proration_behavior: 'none',
        },
        subscription_update: {
          default_allowed_updates: [],
          enabled: false,
          products: [],
          proration_behavior: 'none',
          billing_cycle_anchor: null,
          schedule_at_period_end: { conditions: [] },
          trial_update_behavior: 'end_trial',
        },
      },
      is_default: configurations.size === 0,
      livemode: false,
      login_page: { enabled: false, url: null },
      metadata: {},
      updated: now,
    };
    apply(configuration, params);
    configurations.set(configuration.id, configuration);
    return configuration;
  }

  function update(id: string, params: FormParams): PortalConfiguration {
    const configuration = configurations.get(id) as PortalConfiguration;
    const draft = structuredClone(configuration);
    apply(draft, params);
    draft.updated = unixNow();
    configurations.set(id, draft);
    return draft;
  }

  function list(params: FormParams): PortalConfiguration[] {
    refuseUnknown(params, ['active', 'is_default', 'limit', 'starting_after', 'expand']);
    const active = bool(params, 'active', 'active');
    const isDefault = bool(params, 'is_default', 'is_default');
    return ([...configurations.values()] as PortalConfiguration[]).filter(
      (c) => (active === undefined || c.active === active) && (isDefault === undefined || c.is_default === isDefault),
    );
  }

  /** The configuration a portal session uses: the one named, or the account's default. */
  function forSession(id: string | undefined): PortalConfiguration {
    const found = id ? configurations.get(id) : list({}).find((c) => c.is_default && c.active);
    if (!found?.active) {
      throw invalid(
        id ? `No such active configuration: '${id}'` : 'The account has no default portal configuration.',
        'configuration',
      );
    }
    return found as PortalConfiguration;
  }

  return { create, update, list, forSession };
}

export type PortalConfigurations = ReturnType<typeof portalConfigurations>;
