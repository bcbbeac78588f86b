/**
 * The payment provider's event objects, as far as billing reads them (checkout sessions, invoices,
 * subscriptions, charges), checked before anything is applied: an event of a type billing handles
 * whose object lacks what that type must carry is malformed (the webhook answers 400 and changes
 * nothing). Fields the provider moved between API versions are read in both places. Pure.
 */
import * as z from 'zod/mini';

const metadata = z.optional(z.nullable(z.record(z.string(), z.string())));
const id = z.string().check(z.minLength(1));
const unix = z.number().check(z.int(), z.nonnegative());
const cents = z.number().check(z.int(), z.nonnegative());

export const sessionObject = z.object({
  id,
  created: unix,
  amount_total: z.nullable(cents),
  currency: z.nullable(z.string()),
  customer: z.optional(z.nullable(z.string())),
  subscription: z.optional(z.nullable(z.string())),
  payment_status: z.string(),
  metadata,
});

export const invoiceObject = z.object({
  id,
  created: unix,
  amount_paid: cents,
  amount_due: cents,
  currency: z.string(),
  customer: z.optional(z.nullable(z.string())),
  billing_reason: z.optional(z.nullable(z.string())),
  subscription: z.optional(z.nullable(z.string())),
  parent: z.optional(
    z.nullable(
      z.object({
        subscription_details: z.optional(z.nullable(z.object({ metadata, subscription: z.optional(z.string()) }))),
      }),
    ),
  ),
  subscription_details: z.optional(z.nullable(z.object({ metadata }))),
  lines: z.optional(z.object({ data: z.array(z.object({ period: z.optional(z.object({ end: unix })) })) })),
});

const subscriptionItem = z.object({
  quantity: z.optional(z.nullable(z.number())),
  current_period_end: z.optional(unix),
  price: z.optional(
    z.nullable(
      z.object({ lookup_key: z.optional(z.nullable(z.string())), unit_amount: z.optional(z.nullable(cents)) }),
    ),
  ),
});

export const subscriptionObject = z.object({
  id,
  customer: z.optional(z.nullable(z.string())),
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  current_period_end: z.optional(unix),
  items: z.optional(z.object({ data: z.array(subscriptionItem) })),
  metadata,
});

export const chargeObject = z.object({
  id,
  created: unix,
  customer: z.nullable(z.string()),
  currency: z.string(),
  amount: cents,
  amount_refunded: cents,
});

export type SessionObject = z.infer<typeof sessionObject>;
export type InvoiceObject = z.infer<typeof invoiceObject>;
export type SubscriptionObject = z.infer<typeof subscriptionObject>;
export type ChargeObject = z.infer<typeof chargeObject>;

/** The object of each event type billing applies, by type. */
export const PROVIDER_OBJECTS = {
  'checkout.session.completed': sessionObject,
  'checkout.session.expired': sessionObject,
  'invoice.paid': invoiceObject,
  'invoice.payment_failed': invoiceObject,
  'customer.subscription.updated': subscriptionObject,
  'customer.subscription.deleted': subscriptionObject,
  'charge.refunded': chargeObject,
} as const;

export type HandledEventType = keyof typeof PROVIDER_OBJECTS;

export const isHandledEventType = (type: string): type is HandledEventType => Object.hasOwn(PROVIDER_OBJECTS, type);

/** The plan's metadata of an invoice (current API versions put it under `parent`). */
export const invoiceMetadata = (invoice: InvoiceObject) =>
  invoice.parent?.subscription_details?.metadata ?? invoice.subscription_details?.metadata ?? null;

/** The subscription an invoice bills. */
export const invoiceSubscription = (invoice: InvoiceObject) =>
  invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? undefined;

/** The end of the service period an invoice bills (its first line's). */
export const invoicePeriodEnd = (invoice: InvoiceObject) => invoice.lines?.data[0]?.period?.end;

/** When a subscription's paid period ends (current API versions keep it on the items). */
export function subscriptionPeriodEnd(subscription: SubscriptionObject): number | undefined {
  return subscription.items?.data[0]?.current_period_end ?? subscription.current_period_end;
}

/** Our plan's state for the provider's subscription status: undefined for one that never started. */
export function planStatusOf(status: string): 'active' | 'past_due' | 'canceled' | undefined {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due' || status === 'unpaid') return 'past_due';
  if (status === 'canceled') return 'canceled';
  return undefined;
}
