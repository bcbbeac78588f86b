/**
 * Helpers of the billing integration files (billing.test.ts, billing-portal.test.ts): the payment
 * webhook as the provider calls it, provider events signed at a chosen time or replayed, subscriptions
 * as Stripe sends them (one catalogue item, issue 41), what the stand-in delivered, the organization's
 * audited plan changes and its revenue on the admin's page.
 */
import { randomUUID } from 'node:crypto';
import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { TestAccount } from './accounts';
import { apiClient } from './local-clients';
import type { StackInfo } from './stack-info';

export interface SignedRequest {
  rawBody: string;
  headers: Record<string, string>;
}

/** POSTs a signed request to the payment webhook. */
export const webhookOf = (stack: StackInfo) => (signed: SignedRequest) =>
  apiClient(stack)('POST', '/api/billing/webhook', { rawBody: signed.rawBody, headers: signed.headers });

/** A Stripe-Signature for `payload` made `offsetSeconds` from now (negative: in the past), with `secret`. */
export const signatureAt = (stack: StackInfo, payload: string, offsetSeconds: number, secret?: string) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: secret ?? String(stack.env.STRIPE_WEBHOOK_SECRET),
    timestamp: Math.floor(Date.now() / 1000) + offsetSeconds,
  });

/** One event, signed anew on each delivery with the same id (a replay). */
export function replayable(stack: StackInfo, type: string, object: Record<string, unknown>): () => SignedRequest {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    data: { object },
  });
  return () => ({ rawBody: payload, headers: { 'stripe-signature': signatureAt(stack, payload, 0) } });
}

/** A subscription as Stripe sends it: one item, a catalogue price (by lookup key) and the locations as quantity. */
export const subscriptionEvent = (
  id: string,
  orgId: string,
  changes: Record<string, unknown> = {},
  plan: { lookupKey: string; locations: number } = { lookupKey: 'lunia_shift_monthly', locations: 1 },
) => ({
  id,
  object: 'subscription',
  customer: 'cus_test',
  status: 'active',
  cancel_at_period_end: false,
  metadata: { orgId },
  items: { data: [{ quantity: plan.locations, price: { lookup_key: plan.lookupKey, unit_amount: null } }] },
  ...changes,
});

/** Stripe's events delivered so far, as the stand-in lists them. */
export const deliveredEvents = async (stack: StackInfo) =>
  (await (await fetch(`${stack.urls.stripe}/__lunia/events`)).json()).data as { type: string; objectId: string }[];

/** The organization's audited plan changes (its activity), oldest first. */
export async function planChanges(stack: StackInfo, account: TestAccount, orgId: string) {
  const response = await apiClient(stack)('GET', `/api/organizations/${orgId}/activity?action=plan_changed`, {
    token: account.token,
    headers: { [ACTIVE_ORG_HEADER]: orgId },
  });
  expect(response.status, response.text).toBe(200);
  const rows = response.body.events as { details: { modules?: string[]; locations?: number; amountCents?: number } }[];
  return rows.map((row) => row.details).reverse();
}

/**
 * The organization's revenue on the admin's organization page (the platform total, a counter every
 * file's payments move, is checked in own-stack.test.ts).
 */
export const revenueOf = async (stack: StackInfo, adminToken: string, orgId: string) =>
  Number(
    (
      (await apiClient(stack)('GET', `/api/admin/organizations/${orgId}`, { token: adminToken })).body.organization as {
        revenue: number;
      }
    ).revenue,
  );
