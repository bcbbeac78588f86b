/** Billing (issue 12): the checkout of a plan, the organization's billing overview, the provider webhook. */
import * as z from 'zod/mini';
import { MAX_PLAN_LOCATIONS, PLAN_STATUSES, PURCHASABLE_MODULES } from '../../domain/billing';
import { languageField } from './common';

const paymentStatus = z.enum(['PENDING', 'COMPLETED', 'FAILED', 'REFUNDED', 'CANCELLED']);

export const checkoutSessionBody = z.object({
  modules: z
    .array(z.enum(PURCHASABLE_MODULES, { error: 'Modules must be among shift and core' }))
    .check(z.minLength(1, 'Choose at least one module'), z.maxLength(PURCHASABLE_MODULES.length)),
  locations: z
    .number({ error: 'locations must be a number' })
    .check(
      z.int({ error: 'locations must be a whole number' }),
      z.minimum(1),
      z.maximum(MAX_PLAN_LOCATIONS, { error: `A plan covers at most ${MAX_PLAN_LOCATIONS} locations` }),
    ),
  /** Chosen by the client per Subscribe click: a repeated request of the same attempt gets the same session. */
  attemptId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'attemptId must be 8 to 64 letters, digits, - or _')),
  /** The language the person is using (default en): the provider sends the browser back to that language's pages. */
  language: languageField,
});
export const checkoutSessionResponse = z.object({
  /** Where the browser goes to pay (the provider's hosted checkout, or the local stack's). */
  url: z.string(),
  sessionId: z.string(),
  amountCents: z.number(),
  currency: z.string(),
});

export const billingPayment = z.object({
  id: z.string(),
  status: paymentStatus,
  amountCents: z.number(),
  currency: z.string(),
  /**
   * What it paid for: the first payment of a plan, a monthly renewal, a change of plan charged at
   * once, a failed charge, or money given back (a refund, which revenue subtracts).
   */
  kind: z.enum(['checkout', 'renewal', 'plan_change', 'failed_charge', 'refund']),
  createdAt: z.string(),
});

export const organizationBillingResponse = z.object({
  /** §1: only verified organizations with canSubscribe may bill. */
  canSubscribe: z.boolean(),
  verified: z.boolean(),
  plan: z.object({
    status: z.enum(PLAN_STATUSES),
    modules: z.array(z.enum(PURCHASABLE_MODULES)),
    locations: z.number(),
    amountCents: z.number(),
    currency: z.string(),
    /** Canceled in the billing portal: the plan stays active until `currentPeriodEnd`, then ends. */
    cancelAtPeriodEnd: z.boolean(),
    /** When the paid period ends (ISO), once the provider said. */
    currentPeriodEnd: z.nullable(z.string()),
    /** Whether the organization has a customer at the provider: the billing portal opens only then. */
    portalAvailable: z.boolean(),
  }),
  pricing: z.object({ firstLocationCents: z.number(), extraLocationCents: z.number(), maxLocations: z.number() }),
  /** Newest first. */
  payments: z.array(billingPayment),
});

export const paymentWebhookResponse = z.object({ received: z.boolean() });

/** The language the person is using (default en): the portal's return address is that language's Billing tab. */
export const billingPortalSessionBody = z.object({ language: languageField });
/** The payment provider's billing portal for this organization's customer: the browser goes to `url`. */
export const billingPortalSessionResponse = z.object({ url: z.string() });
