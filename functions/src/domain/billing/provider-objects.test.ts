import { describe, expect, it } from 'vitest';
import {
  invoiceMetadata,
  invoicePeriodEnd,
  invoiceSubscription,
  PROVIDER_OBJECTS,
  planStatusOf,
  subscriptionObject,
  subscriptionPeriodEnd,
} from './provider-objects';

const subscription = {
  id: 'sub_1',
  customer: 'cus_1',
  status: 'active',
  cancel_at_period_end: true,
  metadata: { orgId: 'org1', modules: 'shift', locations: '3' },
  items: {
    data: [
      {
        quantity: 3,
        current_period_end: 1_800_000_000,
        price: { lookup_key: 'lunia_shift_monthly', unit_amount: null },
      },
    ],
  },
};

describe('the provider objects billing reads', () => {
  it('accepts each handled object and refuses one missing what its type needs', () => {
    expect(PROVIDER_OBJECTS['customer.subscription.updated'].safeParse(subscription).success).toBe(true);
    const { cancel_at_period_end: _, ...withoutFlag } = subscription;
    expect(PROVIDER_OBJECTS['customer.subscription.updated'].safeParse(withoutFlag).success).toBe(false);
    expect(PROVIDER_OBJECTS['charge.refunded'].safeParse({ id: 'ch_1', object: 'charge' }).success).toBe(false);
    expect(
      PROVIDER_OBJECTS['invoice.paid'].safeParse({
        id: 'in_1',
        created: 1,
        amount_paid: -5,
        amount_due: 0,
        currency: 'usd',
      }).success,
    ).toBe(false);
  });

  it('keeps the items’ lookup keys and reads the period end from the items, falling back to older fields', () => {
    const parsed = subscriptionObject.parse(subscription);
    expect(parsed.items?.data[0]?.price?.lookup_key).toBe('lunia_shift_monthly');
    expect(subscriptionPeriodEnd(parsed)).toBe(1_800_000_000);
    const older = subscriptionObject.parse({ ...subscription, items: undefined, current_period_end: 5 });
    expect(subscriptionPeriodEnd(older)).toBe(5);
  });

  it('reads an invoice’s subscription, metadata and period under parent, or on the invoice itself', () => {
    const base = { id: 'in_1', created: 1, amount_paid: 0, amount_due: 0, currency: 'usd' };
    const current = PROVIDER_OBJECTS['invoice.paid'].parse({
      ...base,
      parent: { subscription_details: { subscription: 'sub_new', metadata: { orgId: 'a' } } },
      lines: { data: [{ period: { end: 9 } }] },
    });
    expect([invoiceSubscription(current), invoiceMetadata(current), invoicePeriodEnd(current)]).toEqual([
      'sub_new',
      { orgId: 'a' },
      9,
    ]);
    const older = PROVIDER_OBJECTS['invoice.paid'].parse({
      ...base,
      subscription: 'sub_old',
      subscription_details: { metadata: { orgId: 'b' } },
    });
    expect([invoiceSubscription(older), invoiceMetadata(older), invoicePeriodEnd(older)]).toEqual([
      'sub_old',
      { orgId: 'b' },
      undefined,
    ]);
  });

  it.each([
    ['active', 'active'],
    ['trialing', 'active'],
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['canceled', 'canceled'],
    ['incomplete', undefined],
    ['incomplete_expired', undefined],
  ])('maps the subscription status %s to the plan status %s', (status, plan) => {
    expect(planStatusOf(status)).toBe(plan);
  });
});
