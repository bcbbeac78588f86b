import { CATALOGUE_PLANS } from '@lunia/shared/domain/billing-catalogue';
import { describe, expect, it } from 'vitest';
import { modulesWithoutPaid, modulesWithPlan, orgIdFromMetadata, planFromItems } from './plan';

const item = (lookupKey: string | null, quantity: number | null = 1) => ({
  quantity,
  price: { lookup_key: lookupKey },
});

describe('plan rules', () => {
  it('adds the plan modules once and withdraws only paid ones', () => {
    expect(modulesWithPlan(['bookrx', 'shift'], ['shift', 'core'])).toEqual(['bookrx', 'shift', 'core']);
    expect(modulesWithoutPaid(['bookrx', 'shift', 'core'])).toEqual(['bookrx']);
    expect(modulesWithoutPaid(['shift'])).toEqual([]);
  });

  it('links an organization by its metadata id only, and refuses one that is not ours', () => {
    expect(orgIdFromMetadata({ orgId: 'org-1', modules: 'vault', locations: '99' })).toBe('org-1');
    expect(orgIdFromMetadata({ orgId: 'org 1' })).toBeUndefined();
    expect(orgIdFromMetadata({})).toBeUndefined();
    expect(orgIdFromMetadata(null)).toBeUndefined();
  });
});

describe('the plan a subscription’s items describe', () => {
  it('reads the modules from the price’s lookup key and the locations from its quantity', () => {
    expect(planFromItems([item('lunia_shift_core_monthly', 3)])).toEqual({
      modules: ['core', 'shift'],
      locations: 3,
      amountCents: 35_000,
    });
    expect(planFromItems([item('lunia_core_monthly', 1)])).toEqual({
      modules: ['core'],
      locations: 1,
      amountCents: 25_000,
    });
    // Stripe leaves the quantity out when it is 1.
    expect(planFromItems([{ price: { lookup_key: 'lunia_shift_monthly' } }])?.locations).toBe(1);
  });

  it('reads every catalogue plan back to its own modules', () => {
    for (const plan of CATALOGUE_PLANS) {
      expect(planFromItems([item(plan.lookupKey, 2)])?.modules).toEqual([...plan.modules].sort());
    }
  });

  it.each([
    ['no items', []],
    ['a price outside the catalogue', [item('someone_elses_price')]],
    ['a price without a lookup key', [item(null)]],
    ['two items', [item('lunia_shift_monthly'), item('lunia_core_monthly')]],
    ['no locations', [item('lunia_shift_monthly', 0)]],
    ['more locations than a plan covers', [item('lunia_shift_monthly', 51)]],
    ['a fractional quantity', [item('lunia_shift_monthly', 1.5)]],
  ])('is not a plan with %s', (_label, items) => {
    expect(planFromItems(items)).toBeUndefined();
  });
});
