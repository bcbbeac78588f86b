/**
 * Stripe stand-in of the local stack (docs/architecture.md, "The local stack"). Billing talks to it
 * through the official `stripe` SDK (STRIPE_API_URL), so the code that runs in AWS runs here unchanged:
 *
 * - the REST calls billing makes: `POST /v1/checkout/sessions` (form-encoded, bracket keys,
 *   `Idempotency-Key` honoured) and `GET /v1/checkout/sessions/:id`, with Stripe's error shape;
 * - a small hosted-checkout page at the session's `url`, whose buttons end the test payment as paid,
 *   declined by the bank or cancelled;
 * - webhook events for those outcomes, signed with Stripe's scheme (`Stripe-Signature`) and POSTed
 *   to the billing webhook route, retried with backoff while it does not answer 2xx;
 * - hooks for tests and people: `POST /__lunia/subscriptions/:id/renew?outcome=paid|failed` (a
 *   monthly renewal) and `GET /__lunia/events` (what was delivered).
 *
 * Everything is kept in memory: a restart forgets sessions and subscriptions.
 */
import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { BodyTooLargeError, closeHttpServer, listen, readBody } from './http-server';
import { ActivityCounter, describeError } from './lambda-runtime';
import { LOCAL_HOST } from './ports';

/** The API version of the installed SDK: events carry it, as Stripe stamps its account's version. */
export const STRIPE_API_VERSION: string = Stripe.API_VERSION;

const MAX_REQUEST_BYTES = 1024 * 1024;
const SESSION_LIFETIME_S = 24 * 60 * 60;
/** Stripe gives up on an endpoint after 10 s (it waits up to 20); the local handlers run in-process. */
const DELIVERY_TIMEOUT_MS = 15_000;
/** Waits before the 2nd, 3rd and 4th attempt; all of it stays within the local stack's drain timeout. */
const DEFAULT_RETRY_DELAYS_MS = [1_000, 3_000, 9_000];
/** Stripe's limits on metadata. */
const METADATA_MAX_KEYS = 50;
const METADATA_MAX_KEY_LENGTH = 40;
const METADATA_MAX_VALUE_LENGTH = 500;
const INTERVALS = ['day', 'week', 'month', 'year'] as const;
type Interval = (typeof INTERVALS)[number];
/** Currencies without minor units: their amounts are whole units (Stripe's list). */
const ZERO_DECIMAL_CURRENCIES = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

// ---------------------------------------------------------------------------------------------
// Errors in Stripe's shape

type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error';

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }

  toJSON() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.param ? { param: this.param } : {}),
        ...(this.code ? { code: this.code } : {}),
      },
    };
  }
}

const invalid = (message: string, param?: string, code = 'parameter_invalid') =>
  new StripeApiError(400, 'invalid_request_error', message, param, code);
const missing = (param: string) =>
  new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, param, 'parameter_missing');
const noSuch = (what: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', `No such ${what}: '${id}'`, param, 'resource_missing');

// ---------------------------------------------------------------------------------------------
// Form bodies with bracket keys (`line_items[0][price_data][unit_amount]=30000`)

export type FormValue = string | FormValue[] | FormParams;
export interface FormParams {
  [key: string]: FormValue;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

function isParams(value: FormValue | undefined): value is FormParams {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `a[b][0][c]` → ['a', 'b', '0', 'c']; undefined when the key is malformed. */
function keyPath(key: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return undefined;
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '');
  return [match[1], ...rest];
}

/**
 * Parses an application/x-www-form-urlencoded body (or query string) the way Stripe reads it: bracket
 * keys build nested objects, numeric or empty brackets build arrays. Throws a 400 on malformed or
 * conflicting keys.
 */
export function parseStripeForm(body: string): FormParams {
  const root: FormParams = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    if (!path || path.some((segment) => FORBIDDEN_KEYS.has(segment))) throw invalid(`Invalid parameter name: ${key}`);
    let container: Record<string | number, FormValue | undefined> = root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i] as string;
      let slot: string | number;
      if (Array.isArray(container)) {
        if (!/^\d*$/.test(segment)) throw invalid(`Conflicting values for ${key}`);
        slot = segment === '' ? container.length : Number(segment);
        if (slot > 1000) throw invalid(`Array index too large in ${key}`);
      } else {
        if (segment === '') throw invalid(`Invalid parameter name: ${key}`);
        slot = segment;
      }
      const existing = container[slot];
      if (i === path.length - 1) {
        if (existing !== undefined && typeof existing !== 'string') throw invalid(`Conflicting values for ${key}`);
        container[slot] = value;
        break;
      }
      if (typeof existing === 'string') throw invalid(`Conflicting values for ${key}`);
      // A new container is an array when it is indexed by number (`line_items[0]`), else an object.
      const child: FormValue[] | FormParams = existing ?? (/^\d*$/.test(path[i + 1] as string) ? [] : {});
      container[slot] = child;
      container = child as Record<string | number, FormValue | undefined>;
    }
  }
  return compactArrays(root) as FormParams;
}

/** Sparse arrays (`a[2]` without `a[0]`) become dense, as Stripe reads them. */
function compactArrays(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compactArrays);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, compactArrays(item)]));
}

/** Sorted-key JSON: two requests with the same parameters in another order compare equal. */
function canonical(value: FormValue): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key] as FormValue)}`).join(',')}}`;
}

// ---------------------------------------------------------------------------------------------
// Reading parameters

function optionalString(params: FormParams, name: string, param = name): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(`Invalid string: ${param} must be a string.`, param);
  return value;
}

function requiredString(params: FormParams, name: string, param = name): string {
  const value = optionalString(params, name, param);
  if (value === undefined || value === '') throw missing(param);
  return value;
}

function requiredObject(params: FormParams, name: string, param = name): FormParams {
  const value = params[name];
  if (value === undefined) throw missing(param);
  if (!isParams(value)) throw invalid(`Invalid object: ${param} must be a hash.`, param, 'parameter_invalid_type');
  return value;
}

function positiveInteger(params: FormParams, name: string, param: string, { allowZero = false } = {}): number {
  const raw = requiredString(params, name, param);
  if (!/^\d+$/.test(raw)) throw invalid(`Invalid integer: ${raw}`, param, 'parameter_invalid_integer');
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || (!allowZero && value === 0)) {
    throw invalid(`Invalid integer: ${param} must be ${allowZero ? 'at least 0' : 'greater than 0'}.`, param);
  }
  return value;
}

function httpUrl(params: FormParams, name: string): string {
  const raw = requiredString(params, name);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid(`Not a valid URL: ${name}.`, name, 'url_invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid(`Not a valid URL: ${name}.`, name);
  return raw;
}

function metadataOf(params: FormParams, name: string, param = name): Record<string, string> {
  const value = params[name];
  if (value === undefined) return {};
  if (!isParams(value)) throw invalid(`Invalid object: ${param} must be a hash.`, param, 'parameter_invalid_type');
  const entries = Object.entries(value);
  if (entries.length > METADATA_MAX_KEYS) throw invalid(`Metadata can have at most ${METADATA_MAX_KEYS} keys.`, param);
  const metadata: Record<string, string> = {};
  for (const [key, item] of entries) {
    const itemParam = `${param}[${key}]`;
    if (typeof item !== 'string') throw invalid(`Invalid string: ${itemParam} must be a string.`, itemParam);
    if (key.length > METADATA_MAX_KEY_LENGTH) {
      throw invalid(`Metadata keys can be at most ${METADATA_MAX_KEY_LENGTH} characters.`, itemParam);
    }
    if (item.length > METADATA_MAX_VALUE_LENGTH) {
      throw invalid(`Metadata values can be at most ${METADATA_MAX_VALUE_LENGTH} characters.`, itemParam);
    }
    // An empty value unsets a key, as in Stripe.
    if (item !== '') metadata[key] = item;
  }
  return metadata;
}

function refuseUnknown(params: FormParams, allowed: readonly string[], prefix = ''): void {
  for (const key of Object.keys(params)) {
    if (!allowed.includes(key)) {
      const param = prefix ? `${prefix}[${key}]` : key;
      throw invalid(
        `Received unknown parameter: ${param} (the local Stripe stand-in supports ${allowed.map((name) => (prefix ? `${prefix}[${name}]` : name)).join(', ')})`,
        param,
        'parameter_unknown',
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Objects

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function stripeId(prefix: string, length = 24): string {
  let id = prefix;
  for (let i = 0; i < length; i++) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return id;
}

const unixNow = () => Math.floor(Date.now() / 1000);

export interface CheckoutSessionObject {
  id: string;
  object: 'checkout.session';
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  subscription: string | null;
  invoice: string | null;
  success_url: string;
  cancel_url: string;
  created: number;
  expires_at: number;
  livemode: false;
  /** Present while the session is open, as in Stripe. */
  url: string | null;
}

interface Plan {
  productName: string;
  unitAmount: number;
  quantity: number;
  currency: string;
  interval: Interval;
  intervalCount: number;
  /** `subscription_data[metadata]`: carried by the subscription and its invoices. */
  subscriptionMetadata: Record<string, string>;
}

interface SessionRecord {
  session: CheckoutSessionObject;
  plan: Plan;
  /** The page URL, kept when `session.url` is cleared on close. */
  pageUrl: string;
}

interface Subscription {
  id: string;
  customer: string;
  customerEmail: string | null;
  plan: Plan;
  status: 'active' | 'past_due' | 'incomplete';
  currentPeriodStart: number;
  currentPeriodEnd: number;
}

export interface StripeEventObject {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  data: { object: unknown };
  request: { id: null; idempotency_key: null };
}

/** One event and how its delivery went (`GET /__lunia/events`). */
export interface DeliveredEvent {
  id: string;
  type: string;
  created: number;
  /** The id of the object the event is about (session, invoice). */
  objectId: string;
  /** pending: not yet answered 2xx, attempts remain; failed: every attempt failed. */
  status: 'pending' | 'delivered' | 'failed';
  delivered: boolean;
  attempts: number;
  lastResponseStatus: number | null;
  lastError: string | null;
}

function addInterval(unixSeconds: number, interval: Interval, count: number): number {
  const date = new Date(unixSeconds * 1000);
  switch (interval) {
    case 'day':
      date.setUTCDate(date.getUTCDate() + count);
      break;
    case 'week':
      date.setUTCDate(date.getUTCDate() + 7 * count);
      break;
    case 'month':
      date.setUTCMonth(date.getUTCMonth() + count);
      break;
    case 'year':
      date.setUTCFullYear(date.getUTCFullYear() + count);
      break;
  }
  return Math.floor(date.getTime() / 1000);
}

function formatAmount(amount: number, currency: string): string {
  const minorUnits = ZERO_DECIMAL_CURRENCIES.has(currency) ? 1 : 100;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / minorUnits,
  );
}

function intervalPhrase(plan: Plan): string {
  return plan.intervalCount === 1 ? `per ${plan.interval}` : `every ${plan.intervalCount} ${plan.interval}s`;
}

function invoiceObject(options: {
  subscription: Subscription;
  billingReason: 'subscription_create' | 'subscription_cycle';
  paid: boolean;
  /** The invoice's own period (Stripe: creation time for the first invoice, the past period for renewals). */
  period: { start: number; end: number };
  /** The service period the line bills for. */
  linePeriod: { start: number; end: number };
}) {
  const { subscription } = options;
  const { plan } = subscription;
  const total = plan.unitAmount * plan.quantity;
  const id = stripeId('in_');
  const metadata = { ...plan.subscriptionMetadata };
  return {
    id,
    object: 'invoice' as const,
    customer: subscription.customer,
    customer_email: subscription.customerEmail,
    // Older API versions put the subscription on the invoice itself; current ones under parent.
    subscription: subscription.id,
    status: options.paid ? ('paid' as const) : ('open' as const),
    billing_reason: options.billingReason,
    collection_method: 'charge_automatically' as const,
    currency: plan.currency,
    subtotal: total,
    total,
    amount_due: total,
    amount_paid: options.paid ? total : 0,
    amount_remaining: options.paid ? 0 : total,
    attempted: true,
    attempt_count: 1,
    created: unixNow(),
    period_start: options.period.start,
    period_end: options.period.end,
    livemode: false as const,
    metadata: {},
    lines: {
      object: 'list' as const,
      data: [
        {
          id: stripeId('il_'),
          object: 'line_item' as const,
          amount: total,
          currency: plan.currency,
          description: `${plan.quantity} × ${plan.productName} (at ${formatAmount(plan.unitAmount, plan.currency)} / ${plan.interval})`,
          quantity: plan.quantity,
          period: { start: options.linePeriod.start, end: options.linePeriod.end },
          metadata,
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/invoices/${id}/lines`,
    },
    parent: {
      type: 'subscription_details' as const,
      quote_details: null,
      subscription_details: { metadata, subscription: subscription.id },
    },
    subscription_details: { metadata },
  };
}

// ---------------------------------------------------------------------------------------------
// Checkout sessions

const SESSION_PARAMS = [
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'metadata',
  'subscription_data',
  'client_reference_id',
  'customer_email',
  'expand',
] as const;

function planOf(params: FormParams): Plan {
  const lineItems = params.line_items;
  if (lineItems === undefined) throw missing('line_items');
  if (!Array.isArray(lineItems)) throw invalid('Invalid array: line_items must be an array.', 'line_items');
  if (lineItems.length !== 1) {
    throw invalid('The local Stripe stand-in supports exactly one line item.', 'line_items');
  }
  const item = lineItems[0];
  if (!isParams(item)) throw invalid('Invalid object: line_items[0] must be a hash.', 'line_items[0]');
  refuseUnknown(item, ['price_data', 'quantity'], 'line_items[0]');
  const priceData = requiredObject(item, 'price_data', 'line_items[0][price_data]');
  refuseUnknown(priceData, ['currency', 'unit_amount', 'recurring', 'product_data'], 'line_items[0][price_data]');
  const currency = requiredString(priceData, 'currency', 'line_items[0][price_data][currency]').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) {
    throw invalid(`Invalid currency: ${currency}.`, 'line_items[0][price_data][currency]');
  }
  const unitAmount = positiveInteger(priceData, 'unit_amount', 'line_items[0][price_data][unit_amount]', {
    allowZero: true,
  });
  const recurring = requiredObject(priceData, 'recurring', 'line_items[0][price_data][recurring]');
  refuseUnknown(recurring, ['interval', 'interval_count'], 'line_items[0][price_data][recurring]');
  const interval = requiredString(recurring, 'interval', 'line_items[0][price_data][recurring][interval]');
  if (!(INTERVALS as readonly string[]).includes(interval)) {
    throw invalid(
      `Invalid recurring[interval]: must be one of ${INTERVALS.join(', ')}.`,
      'line_items[0][price_data][recurring][interval]',
    );
  }
  const intervalCount =
    recurring.interval_count === undefined
      ? 1
      : positiveInteger(recurring, 'interval_count', 'line_items[0][price_data][recurring][interval_count]');
  const productData = requiredObject(priceData, 'product_data', 'line_items[0][price_data][product_data]');
  refuseUnknown(productData, ['name', 'description'], 'line_items[0][price_data][product_data]');
  const productName = requiredString(productData, 'name', 'line_items[0][price_data][product_data][name]');
  const quantity = positiveInteger(item, 'quantity', 'line_items[0][quantity]');
  let subscriptionMetadata: Record<string, string> = {};
  if (params.subscription_data !== undefined) {
    const subscriptionData = requiredObject(params, 'subscription_data');
    refuseUnknown(subscriptionData, ['metadata'], 'subscription_data');
    subscriptionMetadata = metadataOf(subscriptionData, 'metadata', 'subscription_data[metadata]');
  }
  return {
    productName,
    unitAmount,
    quantity,
    currency,
    interval: interval as Interval,
    intervalCount,
    subscriptionMetadata,
  };
}

function newSession(params: FormParams, baseUrl: string): SessionRecord {
  refuseUnknown(params, SESSION_PARAMS);
  const mode = requiredString(params, 'mode');
  if (mode !== 'subscription') {
    throw invalid('The local Stripe stand-in supports mode=subscription only.', 'mode');
  }
  const plan = planOf(params);
  const successUrl = httpUrl(params, 'success_url');
  const cancelUrl = httpUrl(params, 'cancel_url');
  const clientReferenceId = optionalString(params, 'client_reference_id');
  if (clientReferenceId !== undefined && clientReferenceId.length > 200) {
    throw invalid('client_reference_id can be at most 200 characters.', 'client_reference_id');
  }
  const customerEmail = optionalString(params, 'customer_email');
  if (customerEmail !== undefined && !/^[^\s@]+@[^\s@]+$/.test(customerEmail)) {
    throw invalid(`Invalid email address: ${customerEmail}`, 'customer_email', 'email_invalid');
  }
  const metadata = metadataOf(params, 'metadata');
  const id = stripeId('cs_test_', 58);
  const created = unixNow();
  const total = plan.unitAmount * plan.quantity;
  const pageUrl = `${baseUrl}/checkout/${id}`;
  return {
    plan,
    pageUrl,
    session: {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: total,
      amount_total: total,
      currency: plan.currency,
      metadata,
      client_reference_id: clientReferenceId || null,
      customer: null,
      customer_email: customerEmail ?? null,
      customer_details: null,
      subscription: null,
      invoice: null,
      success_url: successUrl,
      cancel_url: cancelUrl,
      created,
      expires_at: created + SESSION_LIFETIME_S,
      livemode: false,
      url: pageUrl,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The checkout page

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const PAGE_STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f5f7; color: #1b1f24; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px;
         box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.5rem; margin: 0 0 1.25rem; }
  .note { margin: 0 0 1rem; font-size: 0.875rem; color: #4a5260; }
  dl { display: grid; grid-template-columns: auto 1fr; align-items: baseline; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .amount { font-size: 1.25rem; font-weight: 700; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  button { font: inherit; font-weight: 600; padding: 0.7rem 1.2rem; border-radius: 8px; cursor: pointer;
           border: 1px solid #1b1f24; background: #fff; color: #1b1f24; }
  button.primary { background: #0a4fa3; border-color: #0a4fa3; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #e0a100; outline-offset: 2px; }
  a { color: #0a4fa3; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function checkoutPage(record: SessionRecord): string {
  const { session, plan } = record;
  const total = formatAmount(session.amount_total, session.currency);
  const each = plan.quantity > 1 ? ` (${plan.quantity} × ${formatAmount(plan.unitAmount, plan.currency)})` : '';
  const action = `/checkout/${encodeURIComponent(session.id)}`;
  return page(
    `Checkout: ${plan.productName}`,
    `<p class="note">Test mode: a local stand-in for Stripe Checkout. No card is charged.</p>
<h1>Subscribe to ${escapeHtml(plan.productName)}</h1>
<dl>
<dt>Plan</dt><dd>${escapeHtml(plan.productName)}</dd>
<dt>Amount</dt><dd><span class="amount">${escapeHtml(total)}</span> ${escapeHtml(intervalPhrase(plan))}${escapeHtml(each)}</dd>
${session.customer_email ? `<dt>E-mail</dt><dd>${escapeHtml(session.customer_email)}</dd>\n` : ''}</dl>
<form method="post" action="${action}/pay">
<p class="note">Choose how this test payment ends.</p>
<div class="actions">
<button type="submit" class="primary">Pay</button>
<button type="submit" formaction="${action}/decline">Card declined</button>
<button type="submit" formaction="${action}/cancel">Cancel</button>
</div>
</form>`,
  );
}

function closedPage(record: SessionRecord): string {
  const { session } = record;
  const complete = session.status === 'complete';
  const back = complete ? session.success_url : session.cancel_url;
  return page(
    'Checkout closed',
    `<h1>This checkout is closed</h1>
<p>${complete ? 'The payment for this checkout was completed.' : 'This checkout was cancelled, declined or has expired.'}</p>
<p><a href="${escapeHtml(back)}">Return to the site</a></p>`,
  );
}

const notFoundPage = () =>
  page('Checkout not found', '<h1>Checkout not found</h1>\n<p>There is no checkout at this address.</p>');

// ---------------------------------------------------------------------------------------------
// The server

export interface StripeLocalOptions {
  port: number;
  /** The only API key accepted (`Authorization: Bearer …`). */
  secretKey: string;
  /** Signs webhook deliveries (`Stripe-Signature`). */
  webhookSecret: string;
  /** Where events are POSTed: the local API's billing webhook route. */
  webhookUrl: string;
  /** Waits between delivery attempts; default 1 s, 3 s, 9 s (four attempts). */
  retryDelaysMs?: number[];
  log?: (line: string) => void;
}

export interface StripeLocal {
  /** Base URL of the API and the checkout pages (STRIPE_API_URL). */
  url: string;
  /** Busy while a webhook delivery (or its retry wait) is in flight; the stack's drain() waits for it. */
  activity: ActivityCounter;
  events(): DeliveredEvent[];
  stop(): Promise<void>;
}

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const json = (status: number, value: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(value, null, 2),
});
const html = (status: number, body: string): Reply => ({
  status,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // No scripts, no frames; form-action stays open because the answer redirects to the site.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  },
  body,
});
const redirect = (location: string): Reply => ({ status: 303, headers: { location }, body: '' });
const errorReply = (error: StripeApiError) => json(error.status, error.toJSON());

function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve(false);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export async function startStripeLocal(options: StripeLocalOptions): Promise<StripeLocal> {
  const log = options.log ?? (() => undefined);
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const baseUrl = `http://${LOCAL_HOST}:${options.port}`;
  const sessions = new Map<string, SessionRecord>();
  const subscriptions = new Map<string, Subscription>();
  const idempotent = new Map<string, { fingerprint: string; reply: Reply }>();
  const deliveries: DeliveredEvent[] = [];
  const activity = new ActivityCounter();
  const stopping = new AbortController();

  // --- webhook delivery -------------------------------------------------------------------

  async function attempt(record: DeliveredEvent, payload: string): Promise<boolean> {
    record.attempts++;
    // Each attempt is signed anew: the signature carries the time it was sent.
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    try {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signature,
        },
        body: payload,
        signal: AbortSignal.any([AbortSignal.timeout(DELIVERY_TIMEOUT_MS), stopping.signal]),
      });
      await response.arrayBuffer();
      record.lastResponseStatus = response.status;
      record.lastError = null;
      if (response.ok) {
        record.status = 'delivered';
        record.delivered = true;
        return true;
      }
      log(`stripe: ${record.type} ${record.id} answered ${response.status} (attempt ${record.attempts})`);
    } catch (error) {
      record.lastError = describeError(error);
      log(`stripe: delivering ${record.type} ${record.id} failed (attempt ${record.attempts}): ${record.lastError}`);
    }
    return false;
  }

  async function retry(record: DeliveredEvent, payload: string): Promise<void> {
    for (const delay of retryDelays) {
      if (!(await sleep(delay, stopping.signal))) break;
      if (await attempt(record, payload)) return;
    }
    record.status = 'failed';
    log(`stripe: gave up delivering ${record.type} ${record.id} after ${record.attempts} attempts`);
  }

  /**
   * Delivers events in order, waiting only for each one's first attempt; a failed one is retried in
   * the background (Stripe does not promise order either).
   */
  async function emit(events: { type: string; object: { id: string } }[]): Promise<string[]> {
    const ids: string[] = [];
    for (const { type, object } of events) {
      const event: StripeEventObject = {
        id: stripeId('evt_'),
        object: 'event',
        api_version: STRIPE_API_VERSION,
        created: unixNow(),
        type,
        livemode: false,
        pending_webhooks: 1,
        data: { object },
        request: { id: null, idempotency_key: null },
      };
      const record: DeliveredEvent = {
        id: event.id,
        type,
        created: event.created,
        objectId: object.id,
        status: 'pending',
        delivered: false,
        attempts: 0,
        lastResponseStatus: null,
        lastError: null,
      };
      deliveries.push(record);
      ids.push(event.id);
      const payload = JSON.stringify(event, null, 2);
      if (stopping.signal.aborted) continue;
      const ok = await activity.track(() => attempt(record, payload));
      if (!ok) {
        if (retryDelays.length === 0) record.status = 'failed';
        else void activity.track(() => retry(record, payload));
      }
    }
    return ids;
  }

  // --- state changes ------------------------------------------------------------------------

  function close(record: SessionRecord, status: 'complete' | 'expired'): void {
    record.session.status = status;
    record.session.url = null;
  }

  /** A session past its expires_at expires on first sight, with its event (Stripe sends it then too). */
  function refresh(record: SessionRecord): SessionRecord {
    if (record.session.status === 'open' && unixNow() >= record.session.expires_at) {
      close(record, 'expired');
      void emit([{ type: 'checkout.session.expired', object: structuredClone(record.session) }]);
    }
    return record;
  }

  function newSubscription(record: SessionRecord, status: Subscription['status']): Subscription {
    const now = unixNow();
    const subscription: Subscription = {
      id: stripeId('sub_'),
      customer: stripeId('cus_', 14),
      customerEmail: record.session.customer_email,
      plan: record.plan,
      status,
      currentPeriodStart: now,
      currentPeriodEnd: addInterval(now, record.plan.interval, record.plan.intervalCount),
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  async function pay(record: SessionRecord): Promise<Reply> {
    const subscription = newSubscription(record, 'active');
    const now = unixNow();
    const invoice = invoiceObject({
      subscription,
      billingReason: 'subscription_create',
      paid: true,
      period: { start: now, end: now },
      linePeriod: { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd },
    });
    const { session } = record;
    close(record, 'complete');
    session.payment_status = 'paid';
    session.customer = subscription.customer;
    session.subscription = subscription.id;
    session.invoice = invoice.id;
    session.customer_details = { email: session.customer_email };
    await emit([
      { type: 'checkout.session.completed', object: structuredClone(session) },
      { type: 'invoice.paid', object: invoice },
    ]);
    return redirect(session.success_url);
  }

  async function decline(record: SessionRecord): Promise<Reply> {
    // The bank refused the first payment: the subscription never becomes active.
    const subscription = newSubscription(record, 'incomplete');
    const now = unixNow();
    const invoice = invoiceObject({
      subscription,
      billingReason: 'subscription_create',
      paid: false,
      period: { start: now, end: now },
      linePeriod: { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd },
    });
    close(record, 'expired');
    await emit([
      { type: 'checkout.session.expired', object: structuredClone(record.session) },
      { type: 'invoice.payment_failed', object: invoice },
    ]);
    const cancelUrl = new URL(record.session.cancel_url);
    cancelUrl.searchParams.set('payment', 'failed');
    return redirect(cancelUrl.href);
  }

  async function cancel(record: SessionRecord): Promise<Reply> {
    close(record, 'expired');
    await emit([{ type: 'checkout.session.expired', object: structuredClone(record.session) }]);
    return redirect(record.session.cancel_url);
  }

  async function renew(subscriptionId: string, outcome: string | null): Promise<Reply> {
    if (outcome !== 'paid' && outcome !== 'failed') {
      return errorReply(invalid('outcome must be paid or failed.', 'outcome'));
    }
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) return errorReply(noSuch('subscription', subscriptionId, 'subscription'));
    if (subscription.status === 'incomplete') {
      return errorReply(invalid(`Subscription ${subscriptionId} never started: its first payment failed.`));
    }
    const previous = { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd };
    subscription.currentPeriodStart = previous.end;
    subscription.currentPeriodEnd = addInterval(
      previous.end,
      subscription.plan.interval,
      subscription.plan.intervalCount,
    );
    subscription.status = outcome === 'paid' ? 'active' : 'past_due';
    const invoice = invoiceObject({
      subscription,
      billingReason: 'subscription_cycle',
      paid: outcome === 'paid',
      period: previous,
      linePeriod: { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd },
    });
    const events = await emit([
      { type: outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', object: invoice },
    ]);
    return json(200, {
      subscription: subscription.id,
      outcome,
      invoice: invoice.id,
      current_period_start: subscription.currentPeriodStart,
      current_period_end: subscription.currentPeriodEnd,
      events,
    });
  }

  // --- the REST API -------------------------------------------------------------------------

  function authorized(request: IncomingMessage): StripeApiError | undefined {
    const header = request.headers.authorization;
    if (!header) {
      return new StripeApiError(
        401,
        'invalid_request_error',
        'You did not provide an API key. Provide it in the Authorization header (Authorization: Bearer YOUR_SECRET_KEY).',
      );
    }
    const key = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (key !== options.secretKey) {
      const shown = key ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : '';
      return new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${shown}`);
    }
    return undefined;
  }

  async function api(request: IncomingMessage, url: URL): Promise<Reply> {
    const refused = authorized(request);
    if (refused) {
      request.resume();
      return errorReply(refused);
    }
    const method = request.method ?? 'GET';
    const body = (await readBody(request, MAX_REQUEST_BYTES)).toString('utf8');

    if (url.pathname === '/v1/checkout/sessions' && method === 'POST') {
      const params = parseStripeForm(body);
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' && key !== '' ? key : undefined;
      const fingerprint = `${method} ${url.pathname} ${canonical(params)}`;
      if (idempotencyKey) {
        const earlier = idempotent.get(idempotencyKey);
        if (earlier) {
          if (earlier.fingerprint !== fingerprint) {
            return errorReply(
              new StripeApiError(
                400,
                'idempotency_error',
                `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              ),
            );
          }
          return { ...earlier.reply, headers: { ...earlier.reply.headers, 'idempotent-replayed': 'true' } };
        }
      }
      const record = newSession(params, baseUrl);
      sessions.set(record.session.id, record);
      const reply = json(200, record.session);
      // Only successful results are kept for a key (a failed validation may be retried with fixes).
      if (idempotencyKey) idempotent.set(idempotencyKey, { fingerprint, reply });
      return reply;
    }

    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (sessionPath && method === 'GET') {
      const id = decodeURIComponent(sessionPath[1] as string);
      const record = sessions.get(id);
      if (!record) throw noSuch('checkout.session', id);
      return json(200, refresh(record).session);
    }

    throw new StripeApiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${url.pathname}). The local Stripe stand-in serves POST /v1/checkout/sessions and GET /v1/checkout/sessions/:id.`,
    );
  }

  // --- routing -------------------------------------------------------------------------------

  async function respond(request: IncomingMessage): Promise<Reply> {
    const url = new URL(request.url ?? '/', baseUrl);
    const method = request.method ?? 'GET';
    if (url.pathname.startsWith('/v1/')) return api(request, url);
    // Nothing below reads a body.
    request.resume();

    const checkout = /^\/checkout\/([^/]+)(?:\/(pay|decline|cancel))?$/.exec(url.pathname);
    if (checkout) {
      const record = sessions.get(decodeURIComponent(checkout[1] as string));
      const action = checkout[2];
      if (!action) {
        if (method !== 'GET' && method !== 'HEAD') return html(405, notFoundPage());
        if (!record) return html(404, notFoundPage());
        refresh(record);
        return html(200, record.session.status === 'open' ? checkoutPage(record) : closedPage(record));
      }
      if (method !== 'POST') return html(405, notFoundPage());
      if (!record) return html(404, notFoundPage());
      if (refresh(record).session.status !== 'open') return html(409, closedPage(record));
      if (action === 'pay') return pay(record);
      if (action === 'decline') return decline(record);
      return cancel(record);
    }

    const renewal = /^\/__lunia\/subscriptions\/([^/]+)\/renew$/.exec(url.pathname);
    if (renewal && method === 'POST') {
      return renew(decodeURIComponent(renewal[1] as string), url.searchParams.get('outcome'));
    }
    if (url.pathname === '/__lunia/events' && method === 'GET') {
      return json(200, { object: 'list', data: deliveries.map((event) => ({ ...event })) });
    }
    return json(404, { error: { type: 'invalid_request_error', message: `Not found: ${method} ${url.pathname}` } });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let reply: Reply;
    try {
      reply = await respond(request);
    } catch (error) {
      if (error instanceof StripeApiError) reply = errorReply(error);
      else if (error instanceof BodyTooLargeError) {
        reply = errorReply(new StripeApiError(413, 'invalid_request_error', error.message));
      } else {
        log(`stripe: ${describeError(error)}`);
        reply = errorReply(new StripeApiError(500, 'api_error', 'The local Stripe stand-in failed.'));
      }
    }
    response.writeHead(reply.status, {
      ...reply.headers,
      'request-id': stripeId('req_', 14),
      'stripe-version': STRIPE_API_VERSION,
      'content-length': String(Buffer.byteLength(reply.body)),
    });
    response.end(request.method === 'HEAD' ? undefined : reply.body);
  }

  const server = await listen((request, response) => void handle(request, response), options.port);
  return {
    url: baseUrl,
    activity,
    events: () => deliveries.map((event) => ({ ...event })),
    async stop() {
      stopping.abort();
      await closeHttpServer(server);
    },
  };
}
