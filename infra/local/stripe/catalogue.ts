/**
 * The stand-in's catalogue, as Stripe keeps it (issue 41): Products (`/v1/products`, custom ids),
 * Prices (`/v1/prices`, per-unit or graduated tiers, `lookup_key` with `transfer_lookup_key`, the
 * `lookup_keys[]` search, `tiers` only when expanded) and Customer Portal configurations
 * (`/v1/billing_portal/configurations`). Behaviour follows Stripe's API reference:
 * https://docs.stripe.com/api/prices/create, https://docs.stripe.com/api/prices/list and
 * https://docs.stripe.com/api/customer_portal/configurations/create.
 */
import { invalid, missing, noSuch, StripeApiError } from './errors';
import {
  type FormParams,
  type FormValue,
  isParams,
  metadataOf,
  optionalString,
  positiveInteger,
  refuseUnknown,
  requiredObject,
  requiredString,
} from './form';
import { INTERVALS, type Interval, stripeId, unixNow } from './ids';
import { json, type Reply } from './replies';

export interface PriceTier {
  up_to: number | null;
  unit_amount: number | null;
  unit_amount_decimal: string | null;
  flat_amount: number | null;
  flat_amount_decimal: string | null;
}

export interface PriceObject {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit' | 'tiered';
  created: number;
  currency: string;
  livemode: false;
  lookup_key: string | null;
  metadata: Record<string, string>;
  nickname: string | null;
  product: string;
  recurring: { interval: Interval; interval_count: number; usage_type: 'licensed'; meter: null } | null;
  tax_behavior: 'unspecified';
  tiers_mode: 'graduated' | 'volume' | null;
  transform_quantity: null;
  type: 'recurring' | 'one_time';
  unit_amount: number | null;
  unit_amount_decimal: string | null;
  /** Kept always; sent only when expanded (`expand[]=tiers`, or `data.tiers` on a list). */
  tiers?: PriceTier[];
}

export interface ProductObject {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  updated: number;
  description: string | null;
  livemode: false;
  metadata: Record<string, string>;
  name: string;
  type: 'service';
}

/** What a price charges for `quantity` units (per unit, or by graduated or volume tiers). */
export function priceAmount(price: PriceObject, quantity: number): number {
  if (price.billing_scheme === 'per_unit') return (price.unit_amount ?? 0) * quantity;
  const tiers = price.tiers ?? [];
  if (price.tiers_mode === 'volume') {
    const tier = tiers.find((t) => t.up_to === null || quantity <= t.up_to) ?? tiers[tiers.length - 1];
    return tier ? (tier.unit_amount ?? 0) * quantity + (tier.flat_amount ?? 0) : 0;
  }
  let total = 0;
  let counted = 0;
  for (const tier of tiers) {
    if (counted >= quantity) break;
    const upTo = tier.up_to === null ? quantity : Math.min(tier.up_to, quantity);
    total += (upTo - counted) * (tier.unit_amount ?? 0) + (tier.flat_amount ?? 0);
    counted = upTo;
  }
  return total;
}

const expanded = (params: FormParams, path: string) => {
  const expand = params.expand;
  return Array.isArray(expand) && expand.includes(path);
};

const priceOut = (price: PriceObject, withTiers: boolean): PriceObject => {
  const { tiers, ...rest } = price;
  return withTiers && tiers ? { ...rest, tiers } : rest;
};

function booleanParam(params: FormParams, name: string): boolean | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalid(`Invalid boolean: ${value}`, name);
  return value === 'true';
}

function stringArray(value: FormValue | undefined, param: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw invalid(`Invalid array: ${param} must be an array of strings.`, param);
  }
  return value as string[];
}

const list = (data: unknown[], url: string) => ({ object: 'list' as const, data, has_more: false, url });

export function catalogueStore() {
  const products = new Map<string, ProductObject>();
  const prices = new Map<string, PriceObject>();
  const configurations = new Map<string, Record<string, unknown> & { id: string; active: boolean }>();

  function product(id: string, param = 'product'): ProductObject {
    const found = products.get(id);
    if (!found) throw noSuch('product', id, param);
    return found;
  }

  function price(id: string, param = 'price'): PriceObject {
    const found = prices.get(id);
    if (!found) throw noSuch('price', id, param);
    return found;
  }

  function createProduct(params: FormParams): ProductObject {
    refuseUnknown(params, ['id', 'name', 'description', 'metadata', 'active', 'expand']);
    const id = optionalString(params, 'id') ?? stripeId('prod_', 14);
    if (products.has(id)) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Product already exists.',
        'id',
        'resource_already_exists',
      );
    }
    const now = unixNow();
    const created: ProductObject = {
      id,
      object: 'product',
      active: booleanParam(params, 'active') ?? true,
      created: now,
      updated: now,
      description: optionalString(params, 'description') ?? null,
      livemode: false,
      metadata: metadataOf(params, 'metadata'),
      name: requiredString(params, 'name'),
      type: 'service',
    };
    products.set(id, created);
    return created;
  }

  function updateProduct(id: string, params: FormParams): ProductObject {
    refuseUnknown(params, ['name', 'description', 'metadata', 'active', 'expand']);
    const found = product(id, 'id');
    if (params.name !== undefined) found.name = requiredString(params, 'name');
    if (params.description !== undefined) found.description = optionalString(params, 'description') || null;
    if (params.metadata !== undefined) found.metadata = { ...found.metadata, ...metadataOf(params, 'metadata') };
    found.active = booleanParam(params, 'active') ?? found.active;
    found.updated = unixNow();
    return found;
  }

  /** Takes `lookupKey` from the price holding it when `transfer` says so; refuses it otherwise. */
  function claimLookupKey(lookupKey: string, transfer: boolean, self?: string): void {
    const holder = [...prices.values()].find((p) => p.lookup_key === lookupKey && p.id !== self);
    if (!holder) return;
    if (!transfer) {
      throw invalid(
        `A price (\`${holder.id}\`) already uses that lookup key. Pass transfer_lookup_key=true to move it to this price.`,
        'lookup_key',
      );
    }
    holder.lookup_key = null;
  }

  function tiersOf(params: FormParams): PriceTier[] {
    const raw = params.tiers;
    if (!Array.isArray(raw) || raw.length === 0) throw missing('tiers');
    return raw.map((tier, index) => {
      const param = `tiers[${index}]`;
      if (!isParams(tier)) throw invalid(`Invalid object: ${param} must be a hash.`, param);
      refuseUnknown(tier, ['up_to', 'unit_amount', 'flat_amount'], param);
      const upTo = requiredString(tier, 'up_to', `${param}[up_to]`);
      const last = index === raw.length - 1;
      if ((upTo === 'inf') !== last) {
        throw invalid('The last tier must have up_to=inf, and only the last.', `${param}[up_to]`);
      }
      const unit =
        tier.unit_amount === undefined
          ? null
          : positiveInteger(tier, 'unit_amount', `${param}[unit_amount]`, { allowZero: true });
      const flat =
        tier.flat_amount === undefined
          ? null
          : positiveInteger(tier, 'flat_amount', `${param}[flat_amount]`, { allowZero: true });
      return {
        up_to: upTo === 'inf' ? null : positiveInteger(tier, 'up_to', `${param}[up_to]`),
        unit_amount: unit,
        unit_amount_decimal: unit === null ? null : String(unit),
        flat_amount: flat,
        flat_amount_decimal: flat === null ? null : String(flat),
      };
    });
  }

  function createPrice(params: FormParams): PriceObject {
    refuseUnknown(params, [
      'product',
      'currency',
      'recurring',
      'billing_scheme',
      'tiers_mode',
      'tiers',
      'unit_amount',
      'lookup_key',
      'transfer_lookup_key',
      'nickname',
      'metadata',
      'active',
      'expand',
    ]);
    const productId = requiredString(params, 'product');
    product(productId);
    const currency = requiredString(params, 'currency').toLowerCase();
    if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}.`, 'currency');
    let recurring: PriceObject['recurring'] = null;
    if (params.recurring !== undefined) {
      const raw = requiredObject(params, 'recurring');
      refuseUnknown(raw, ['interval', 'interval_count', 'usage_type'], 'recurring');
      const interval = requiredString(raw, 'interval', 'recurring[interval]');
      if (!(INTERVALS as readonly string[]).includes(interval)) {
        throw invalid(`Invalid recurring[interval]: must be one of ${INTERVALS.join(', ')}.`, 'recurring[interval]');
      }
      const usage = optionalString(raw, 'usage_type', 'recurring[usage_type]') ?? 'licensed';
      if (usage !== 'licensed') {
        throw invalid('The local Stripe stand-in supports licensed prices only.', 'recurring[usage_type]');
      }
      recurring = {
        interval: interval as Interval,
        interval_count:
          raw.interval_count === undefined ? 1 : positiveInteger(raw, 'interval_count', 'recurring[interval_count]'),
        usage_type: 'licensed',
        meter: null,
      };
    }
    const scheme = optionalString(params, 'billing_scheme') ?? 'per_unit';
    if (scheme !== 'per_unit' && scheme !== 'tiered') {
      throw invalid('billing_scheme must be per_unit or tiered.', 'billing_scheme');
    }
    let tiers: PriceTier[] | undefined;
    let tiersMode: PriceObject['tiers_mode'] = null;
    let unitAmount: number | null = null;
    if (scheme === 'tiered') {
      const mode = requiredString(params, 'tiers_mode');
      if (mode !== 'graduated' && mode !== 'volume')
        throw invalid('tiers_mode must be graduated or volume.', 'tiers_mode');
      if (params.unit_amount !== undefined) {
        throw invalid('unit_amount cannot be used with billing_scheme=tiered.', 'unit_amount');
      }
      tiersMode = mode;
      tiers = tiersOf(params);
    } else {
      if (params.tiers !== undefined) throw invalid('tiers require billing_scheme=tiered.', 'tiers');
      unitAmount = positiveInteger(params, 'unit_amount', 'unit_amount', { allowZero: true });
    }
    const lookupKey = optionalString(params, 'lookup_key');
    if (lookupKey !== undefined) claimLookupKey(lookupKey, booleanParam(params, 'transfer_lookup_key') ?? false);
    const created: PriceObject = {
      id: stripeId('price_'),
      object: 'price',
      active: booleanParam(params, 'active') ?? true,
      billing_scheme: scheme,
      created: unixNow(),
      currency,
      livemode: false,
      lookup_key: lookupKey ?? null,
      metadata: metadataOf(params, 'metadata'),
      nickname: optionalString(params, 'nickname') ?? null,
      product: productId,
      recurring,
      tax_behavior: 'unspecified',
      tiers_mode: tiersMode,
      transform_quantity: null,
      type: recurring ? 'recurring' : 'one_time',
      unit_amount: unitAmount,
      unit_amount_decimal: unitAmount === null ? null : String(unitAmount),
      ...(tiers ? { tiers } : {}),
    };
    prices.set(created.id, created);
    return created;
  }

  function updatePrice(id: string, params: FormParams): PriceObject {
    // Amounts, currency and tiers cannot change: Stripe refuses them as unknown parameters.
    refuseUnknown(params, ['active', 'lookup_key', 'transfer_lookup_key', 'nickname', 'metadata', 'expand']);
    const found = price(id, 'id');
    const lookupKey = optionalString(params, 'lookup_key');
    if (lookupKey !== undefined) {
      claimLookupKey(lookupKey, booleanParam(params, 'transfer_lookup_key') ?? false, id);
      found.lookup_key = lookupKey || null;
    }
    found.active = booleanParam(params, 'active') ?? found.active;
    if (params.nickname !== undefined) found.nickname = optionalString(params, 'nickname') || null;
    if (params.metadata !== undefined) found.metadata = { ...found.metadata, ...metadataOf(params, 'metadata') };
    return found;
  }

  function listPrices(params: FormParams): PriceObject[] {
    refuseUnknown(params, ['lookup_keys', 'active', 'product', 'expand', 'limit', 'starting_after', 'type']);
    const lookupKeys = stringArray(params.lookup_keys, 'lookup_keys');
    if (lookupKeys && lookupKeys.length > 10) throw invalid('You can pass up to 10 lookup_keys.', 'lookup_keys');
    const active = booleanParam(params, 'active');
    const productId = optionalString(params, 'product');
    return [...prices.values()].filter(
      (p) =>
        (!lookupKeys || (p.lookup_key !== null && lookupKeys.includes(p.lookup_key))) &&
        (active === undefined || p.active === active) &&
        (productId === undefined || p.product === productId),
    );
  }

  return {
    products,
    prices,
    configurations,
    product,
    price,
    createProduct,
    updateProduct,
    createPrice,
    updatePrice,
    listPrices,
  };
}

export type CatalogueStore = ReturnType<typeof catalogueStore>;

/** Answers the catalogue's `/v1/…` calls, or undefined when the path is not one of them. */
export function catalogueApi(
  store: CatalogueStore,
  portal: {
    create(params: FormParams): unknown;
    update(id: string, params: FormParams): unknown;
    list(params: FormParams): unknown[];
  },
) {
  return (method: string, path: string, params: FormParams): Reply | undefined => {
    if (path === '/v1/products' && method === 'POST') return json(200, store.createProduct(params));
    const productPath = /^\/v1\/products\/([^/]+)$/.exec(path);
    if (productPath) {
      const id = decodeURIComponent(productPath[1] as string);
      if (method === 'GET') return json(200, store.product(id, 'id'));
      if (method === 'POST') return json(200, store.updateProduct(id, params));
    }
    if (path === '/v1/prices' && method === 'POST') {
      return json(200, priceOut(store.createPrice(params), expanded(params, 'tiers')));
    }
    if (path === '/v1/prices' && method === 'GET') {
      const withTiers = expanded(params, 'data.tiers');
      return json(
        200,
        list(
          store.listPrices(params).map((p) => priceOut(p, withTiers)),
          '/v1/prices',
        ),
      );
    }
    const pricePath = /^\/v1\/prices\/([^/]+)$/.exec(path);
    if (pricePath) {
      const id = decodeURIComponent(pricePath[1] as string);
      if (method === 'GET') return json(200, priceOut(store.price(id, 'id'), expanded(params, 'tiers')));
      if (method === 'POST') return json(200, priceOut(store.updatePrice(id, params), expanded(params, 'tiers')));
    }
    if (path === '/v1/billing_portal/configurations') {
      if (method === 'POST') return json(200, portal.create(params));
      if (method === 'GET') return json(200, list(portal.list(params), path));
    }
    const configurationPath = /^\/v1\/billing_portal\/configurations\/([^/]+)$/.exec(path);
    if (configurationPath) {
      const id = decodeURIComponent(configurationPath[1] as string);
      const found = store.configurations.get(id);
      if (!found) throw noSuch('billing_portal.configuration', id, 'configuration');
      if (method === 'GET') return json(200, found);
      if (method === 'POST') return json(200, portal.update(id, params));
    }
    return undefined;
  };
}
