/** Billing (issue 12): the checkout of a plan, the organization's billing overview, the provider webhook. */
import * as z from 'zod/mini';
import { MAX_PLAN_LOCATIONS, PLAN_STATUSES, PURCHASABLE_MODULES } from '../../domain/billing';

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
  /** What it paid for: the first payment of a plan, a monthly renewal, or a failed charge. */
  kind: z.enum(['checkout', 'renewal', 'failed_charge']),
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
  }),
  pricing: z.object({ firstLocationCents: z.number(), extraLocationCents: z.number(), maxLocations: z.number() }),
  /** Newest first. */
  payments: z.array(billingPayment),
});

export const paymentWebhookResponse = z.object({ received: z.boolean() });
