import {
  EXTRA_LOCATION_CENTS,
  FIRST_LOCATION_CENTS,
  MAX_PLAN_LOCATIONS,
  PURCHASABLE_MODULES,
  planAmountCents,
} from '@lunia/shared/domain/billing';
import { MODULES } from '@lunia/shared/domain/constants';
import { describe, expect, it } from 'vitest';
import { formatPrice, moduleOffer, planExample, planPrices } from './pricing-catalogue';

describe('the prices /pricing shows', () => {
  it('are the amounts the checkout charges for one location and for each one more', () => {
    const prices = planPrices();
    expect(prices.firstLocationCents).toBe(FIRST_LOCATION_CENTS);
    expect(prices.extraLocationCents).toBe(EXTRA_LOCATION_CENTS);
    for (const locations of [1, 2, 7, MAX_PLAN_LOCATIONS])
      expect(prices.firstLocationCents + (locations - 1) * prices.extraLocationCents).toBe(planAmountCents(locations));
  });

  it('sells the purchasable modules, includes BookRx with verification and holds Vault back', () => {
    expect(Object.fromEntries(MODULES.map((module) => [module, moduleOffer(module)]))).toEqual({
      bookrx: 'includedWithVerification',
      shift: 'paid',
      core: 'paid',
      vault: 'comingSoon',
    });
    for (const module of PURCHASABLE_MODULES) expect(moduleOffer(module)).toBe('paid');
  });

  it.each([
    [3, 3, 2],
    [0, 1, 0],
    [MAX_PLAN_LOCATIONS + 5, MAX_PLAN_LOCATIONS, MAX_PLAN_LOCATIONS - 1],
  ])('the example for %i locations is a plan the checkout accepts', (asked, locations, extraLocations) => {
    expect(planExample(asked)).toEqual({ locations, extraLocations, totalCents: planAmountCents(locations) });
  });

  it.each([
    [25_000, 'en', '$250'],
    [25_000, 'es', '$250'],
    [4_950, 'en', '$49.50'],
    [125_000, 'es', '$1,250'],
  ] as const)('formats %i cents in %s as %s', (cents, language, text) => {
    expect(formatPrice(cents, 'usd', language)).toBe(text);
  });
});
