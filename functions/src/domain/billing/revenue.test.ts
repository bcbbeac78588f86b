import { describe, expect, it } from 'vitest';
import { centsToUsd, revenueCentsOf, totalRevenueCents } from './revenue';

describe('revenue (spec §9: the sum of COMPLETED payments, cents ÷ 100, USD)', () => {
  it.each([
    { status: 'COMPLETED', counts: 25_000 },
    { status: 'PENDING', counts: 0 },
    { status: 'FAILED', counts: 0 },
    { status: 'REFUNDED', counts: 0 },
  ])('a $status payment of 25000 cents adds $counts', ({ status, counts }) => {
    expect(revenueCentsOf({ status, amountCents: 25_000 })).toBe(counts);
  });

  it('sums only the completed ones and converts to dollars', () => {
    const payments = [
      { status: 'COMPLETED', amountCents: 25_000 },
      { status: 'COMPLETED', amountCents: 5_099 },
      { status: 'PENDING', amountCents: 1_000 },
      { status: 'FAILED', amountCents: 7_000 },
    ];
    expect(totalRevenueCents(payments)).toBe(30_099);
    expect(centsToUsd(totalRevenueCents(payments))).toBe(300.99);
    expect(totalRevenueCents([])).toBe(0);
  });

  it('subtracts each recorded refund from the completed payments (issue 24)', () => {
    const payments = [
      { status: 'COMPLETED', amountCents: 30_000, kind: 'checkout' },
      { status: 'COMPLETED', amountCents: 30_000, kind: 'renewal' },
      { status: 'REFUNDED', amountCents: 10_000, kind: 'refund' },
      { status: 'PENDING', amountCents: 5_000, kind: 'refund' },
    ];
    expect(revenueCentsOf({ status: 'REFUNDED', amountCents: 10_000, kind: 'refund' })).toBe(-10_000);
    expect(totalRevenueCents(payments)).toBe(50_000);
  });
});
