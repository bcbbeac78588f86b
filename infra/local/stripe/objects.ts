/**
 * The Stripe objects the stand-in keeps and sends (checkout sessions, subscriptions, invoices,
 * events), their ids and times, and what it records about each webhook delivery.
 */
import Stripe from 'stripe';
import { type PriceObject, priceAmount } from './catalogue';

import { type Interval, stripeId, unixNow } from './ids';

export { INTERVALS, type Interval, stripeId, unixNow } from './ids';

/** The API version of the installed SDK: events carry it, as Stripe stamps its account's version. */
export const STRIPE_API_VERSION: string = Stripe.API_VERSION;

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
  /** The language of the hosted page (null: the browser's). */
  locale: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** Present while the session is open, as in Stripe. */
  url: string | null;
}

/** What a subscription (or the checkout that starts it) bills: one item, a catalogue price and its quantity. */
export interface Plan {
  /** The subscription item's id (`si_…`): it stays the same when the portal changes the price or quantity. */
  itemId: string;
  /** The price at the time it was chosen (its tiers included: the stand-in prices from them). */
  price: PriceObject;
  /** The price's product name, as invoices print it. */
  productName: string;
  quantity: number;
  currency: string;
  interval: Interval;
  intervalCount: number;
  /** `subscription_data[metadata]`: carried by the subscription and its invoices. */
  subscriptionMetadata: Record<string, string>;
}

export interface SessionRecord {
  session: CheckoutSessionObject;
  plan: Plan;
  /** The page URL, kept when `session.url` is cleared on close. */
  pageUrl: string;
}

/** The card on file (test cards): charges on one that declines fail. */
export interface Card {
  brand: string;
  last4: string;
  declines: boolean;
}

export const TEST_CARDS = {
  visa: { brand: 'visa', last4: '4242', declines: false },
  declined: { brand: 'visa', last4: '0002', declines: true },
} as const satisfies Record<string, Card>;

/** An invoice of a subscription, with the charge that paid it (refunds are made against it). */
export interface InvoiceRecord {
  invoice: ReturnType<typeof invoiceObject>;
  chargeId: string | null;
  amountRefunded: number;
}

export interface Subscription {
  id: string;
  customer: string;
  customerEmail: string | null;
  /**
   * The customer's `preferred_locales`: the checkout page's language when it was given. Invoices and
   * their PDFs are in the first one (English without one).
   */
  preferredLocales: string[];
  plan: Plan;
  status: 'active' | 'past_due' | 'incomplete' | 'canceled';
  currentPeriodStart: number;
  currentPeriodEnd: number;
  /** Canceled in the portal: it ends when the period does, instead of renewing. */
  cancelAtPeriodEnd: boolean;
  card: Card;
  /** Oldest first. */
  invoices: InvoiceRecord[];
  created: number;
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

export function addInterval(unixSeconds: number, interval: Interval, count: number): number {
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

export function formatAmount(amount: number, currency: string, locale = 'en-US'): string {
  const minorUnits = ZERO_DECIMAL_CURRENCIES.has(currency) ? 1 : 100;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / minorUnits,
  );
}

/** What the plan charges a period: its price for its quantity (per unit, or by tiers). */
export const planAmount = (plan: Plan) => priceAmount(plan.price, plan.quantity);

/** The price as subscription items and invoice lines carry it (tiers only when expanded, so never here). */
export function priceObjectOut(price: PriceObject) {
  const { tiers: _tiers, ...rest } = price;
  return rest;
}

export function intervalPhrase(plan: Plan): string {
  return plan.intervalCount === 1 ? `per ${plan.interval}` : `every ${plan.intervalCount} ${plan.interval}s`;
}

export function invoiceObject(options: {
  subscription: Subscription;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  paid: boolean;
  /** The invoice's own period (Stripe: creation time for the first invoice, the past period for renewals). */
  period: { start: number; end: number };
  /** The service period the line bills for. */
  linePeriod: { start: number; end: number };
}) {
  const { subscription } = options;
  const { plan } = subscription;
  const total = planAmount(plan);
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
          description: `${plan.quantity} × ${plan.productName}`,
          quantity: plan.quantity,
          price: priceObjectOut(plan.price),
          pricing: {
            type: 'price_details' as const,
            price_details: { price: plan.price.id, product: plan.price.product },
          },
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
