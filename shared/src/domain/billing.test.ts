import { describe, expect, it } from 'vitest';
import { EXTRA_LOCATION_CENTS, FIRST_LOCATION_CENTS, MAX_PLAN_LOCATIONS, planAmountCents } from './billing';

describe('planAmountCents', () => {
  it.each([
    [1, 25_000],
    [2, 30_000],
    [3, 35_000],
    [10, 70_000],
  ])('%i location(s) cost %i cents a month', (locations, cents) => {
    expect(planAmountCents(locations)).toBe(cents);
  });

  it('is the first location plus the extra ones', () => {
    expect(planAmountCents(MAX_PLAN_LOCATIONS)).toBe(FIRST_LOCATION_CENTS + EXTRA_LOCATION_CENTS * 49);
  });

  it.each([0, -1, 1.5, MAX_PLAN_LOCATIONS + 1, Number.NaN])('refuses %s locations', (locations) => {
    expect(() => planAmountCents(locations)).toThrow(RangeError);
  });
});
