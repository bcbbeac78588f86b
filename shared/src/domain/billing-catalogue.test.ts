import { describe, expect, it } from 'vitest';
import { EXTRA_LOCATION_CENTS, FIRST_LOCATION_CENTS, MAX_PLAN_LOCATIONS, planAmountCents } from './billing';
import {
  CATALOGUE_PLANS,
  planForLookupKey,
  planForModules,
  planTotalCents,
  portalLinks,
  tieredAmountCents,
} from './billing-catalogue';

describe('the billing catalogue', () => {
  it('has one plan per combination of paid modules, with stable ids and lookup keys', () => {
    expect(CATALOGUE_PLANS.map((plan) => [plan.modules.join('+'), plan.productId, plan.lookupKey])).toEqual([
      ['shift', 'lunia_shift', 'lunia_shift_monthly'],
      ['core', 'lunia_core', 'lunia_core_monthly'],
      ['shift+core', 'lunia_shift_core', 'lunia_shift_core_monthly'],
    ]);
    expect(new Set(CATALOGUE_PLANS.map((plan) => plan.lookupKey)).size).toBe(CATALOGUE_PLANS.length);
  });

  it('finds a plan by its modules in any order, and none for no or unknown modules', () => {
    expect(planForModules(['core', 'shift'])?.lookupKey).toBe('lunia_shift_core_monthly');
    expect(planForModules(['shift', 'shift'])?.lookupKey).toBe('lunia_shift_monthly');
    expect(planForModules([])).toBeUndefined();
    expect(planForModules(['vault'])).toBeUndefined();
    expect(planForModules(['core', 'bookrx'])).toBeUndefined();
    for (const plan of CATALOGUE_PLANS) expect(planForLookupKey(plan.lookupKey)).toBe(plan);
    expect(planForLookupKey('lunia_vault_monthly')).toBeUndefined();
    expect(planForLookupKey(null)).toBeUndefined();
  });

  it('charges graduated tiers: the first location, then each further one', () => {
    const tiers = [
      { upTo: 1, unitAmount: 100 },
      { upTo: 3, unitAmount: 10 },
      { upTo: 'inf' as const, unitAmount: 1 },
    ];
    expect([1, 2, 3, 4, 6].map((quantity) => tieredAmountCents(tiers, quantity))).toEqual([100, 110, 120, 121, 123]);
  });

  it('prices every plan as §9 does, whatever its modules', () => {
    for (const plan of CATALOGUE_PLANS) {
      for (const locations of [1, 2, 5, MAX_PLAN_LOCATIONS]) {
        expect(planTotalCents(plan, locations)).toBe(FIRST_LOCATION_CENTS + EXTRA_LOCATION_CENTS * (locations - 1));
        expect(planTotalCents(plan, locations)).toBe(planAmountCents(locations));
      }
      expect(() => planTotalCents(plan, 0)).toThrow(RangeError);
      expect(() => planTotalCents(plan, MAX_PLAN_LOCATIONS + 1)).toThrow(RangeError);
    }
  });

  it('links the portal to the site’s terms and privacy pages', () => {
    expect(portalLinks('https://lunia.example/')).toEqual({
      termsOfServiceUrl: 'https://lunia.example/legal?tab=terms',
      privacyPolicyUrl: 'https://lunia.example/legal?tab=privacy',
    });
  });
});
