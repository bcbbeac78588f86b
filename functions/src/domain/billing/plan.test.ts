import { describe, expect, it } from 'vitest';
import { modulesWithoutPaid, modulesWithPlan, planFromMetadata, planProductName } from './plan';

describe('plan rules', () => {
  it('names the product by its modules and locations', () => {
    expect(planProductName(['core', 'shift'], 2)).toBe('Lunia Core + Shift, 2 locations');
    expect(planProductName(['shift'], 1)).toBe('Lunia Shift, 1 location');
  });

  it('adds the plan modules once and withdraws only paid ones', () => {
    expect(modulesWithPlan(['bookrx', 'shift'], ['shift', 'core'])).toEqual(['bookrx', 'shift', 'core']);
    expect(modulesWithoutPaid(['bookrx', 'shift', 'core'])).toEqual(['bookrx']);
    expect(modulesWithoutPaid(['shift'])).toEqual([]);
  });

  it('reads the plan a checkout carried, and refuses metadata that is not ours', () => {
    expect(planFromMetadata({ orgId: 'org-1', modules: 'core,shift', locations: '2' })).toEqual({
      orgId: 'org-1',
      modules: ['core', 'shift'],
      locations: 2,
    });
    expect(planFromMetadata({ orgId: 'org-1', modules: 'bookrx,vault', locations: '2' })).toBeUndefined();
    expect(planFromMetadata({ orgId: 'org 1', modules: 'core', locations: '2' })).toBeUndefined();
    expect(planFromMetadata({ orgId: 'org-1', modules: 'core', locations: '0' })).toBeUndefined();
    expect(planFromMetadata({ orgId: 'org-1', modules: 'core', locations: 'many' })).toBeUndefined();
    expect(planFromMetadata(null)).toBeUndefined();
  });
});
