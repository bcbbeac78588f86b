import { describe, expect, it } from 'vitest';
import {
  canAddLocation,
  LOCATION_LIMIT_FREE_MESSAGE,
  LOCATION_LIMIT_PAID_MESSAGE,
  locationLimit,
  locationLimitMessage,
  organizationHasPaidModules,
  organizationLocationLimitInput,
  UNLIMITED_LOCATIONS,
} from './location-limit';

describe('location limit (portal-and-admin §9)', () => {
  it.each<{
    rule: string;
    unlimitedLocations: boolean;
    hasPaidModules: boolean;
    locationCount: number;
    limit: number;
    canAdd: boolean;
  }>([
    {
      rule: 'unlimited flag gives 999',
      unlimitedLocations: true,
      hasPaidModules: false,
      locationCount: 5,
      limit: 999,
      canAdd: true,
    },
    {
      rule: 'unlimited flag gives 999, paid modules or not',
      unlimitedLocations: true,
      hasPaidModules: true,
      locationCount: 1,
      limit: 999,
      canAdd: true,
    },
    {
      rule: 'unlimited flag gives 999: the 999th location is the last',
      unlimitedLocations: true,
      hasPaidModules: false,
      locationCount: 998,
      limit: 999,
      canAdd: true,
    },
    {
      rule: 'unlimited flag gives 999: adding blocked at 999',
      unlimitedLocations: true,
      hasPaidModules: false,
      locationCount: 999,
      limit: 999,
      canAdd: false,
    },
    {
      rule: 'with paid modules active the limit equals the current count (at least 1): the first location',
      unlimitedLocations: false,
      hasPaidModules: true,
      locationCount: 0,
      limit: 1,
      canAdd: true,
    },
    {
      rule: 'with paid modules active … adding blocked once reached (1 location)',
      unlimitedLocations: false,
      hasPaidModules: true,
      locationCount: 1,
      limit: 1,
      canAdd: false,
    },
    {
      rule: 'with paid modules active the limit equals the current count (3 locations)',
      unlimitedLocations: false,
      hasPaidModules: true,
      locationCount: 3,
      limit: 3,
      canAdd: false,
    },
    {
      rule: 'with none, 1 free location: the first one',
      unlimitedLocations: false,
      hasPaidModules: false,
      locationCount: 0,
      limit: 1,
      canAdd: true,
    },
    {
      rule: 'with none, 1 free location: blocked at 1',
      unlimitedLocations: false,
      hasPaidModules: false,
      locationCount: 1,
      limit: 1,
      canAdd: false,
    },
    {
      rule: 'with none, 1 free location: still 1 with more already there',
      unlimitedLocations: false,
      hasPaidModules: false,
      locationCount: 2,
      limit: 1,
      canAdd: false,
    },
  ])('$rule', ({ rule: _rule, limit, canAdd, ...input }) => {
    expect(locationLimit(input)).toBe(limit);
    expect(canAddLocation(input)).toBe(canAdd);
  });

  it('names the unlimited value', () => {
    expect(UNLIMITED_LOCATIONS).toBe(999);
  });
});

describe('location limit alert (portal-and-admin §5)', () => {
  it.each([
    {
      rule: 'with a paid subscription',
      hasPaidModules: true,
      text: 'You have reached your location limit. Please upgrade your plan to add more locations.',
    },
    {
      rule: 'without',
      hasPaidModules: false,
      text: 'You need a paid subscription to add more than 1 location. Please subscribe to add more locations.',
    },
  ])('adding when the limit is reached is blocked with an alert: $rule', ({ hasPaidModules, text }) => {
    expect(locationLimitMessage({ hasPaidModules })).toBe(text);
  });

  it('exports the two texts verbatim', () => {
    expect(LOCATION_LIMIT_PAID_MESSAGE).toBe(
      'You have reached your location limit. Please upgrade your plan to add more locations.',
    );
    expect(LOCATION_LIMIT_FREE_MESSAGE).toBe(
      'You need a paid subscription to add more than 1 location. Please subscribe to add more locations.',
    );
  });
});

describe('paid modules of an organization (decision, issue 10)', () => {
  it.each([
    { verified: true, activeModules: ['shift'], paid: true },
    { verified: true, activeModules: ['bookrx', 'core'], paid: true },
    // BookRx is the free module of a verified organization (§1): it alone is not a paid subscription.
    { verified: true, activeModules: ['bookrx'], paid: false },
    { verified: true, activeModules: [], paid: false },
    { verified: false, activeModules: ['shift'], paid: false },
    { verified: false, activeModules: ['bookrx'], paid: false },
    { verified: false, activeModules: [], paid: false },
  ])('verified $verified with modules $activeModules → $paid', ({ verified, activeModules, paid }) => {
    expect(organizationHasPaidModules({ verified, activeModules })).toBe(paid);
  });

  it('builds the limit input from the stored organization', () => {
    expect(
      organizationLocationLimitInput({
        verified: true,
        activeModules: ['vault'],
        unlimitedLocations: false,
        locationCount: 2,
      }),
    ).toEqual({ unlimitedLocations: false, hasPaidModules: true, locationCount: 2 });
    expect(
      organizationLocationLimitInput({
        verified: true,
        activeModules: ['bookrx'],
        unlimitedLocations: false,
        locationCount: 1,
      }),
    ).toEqual({ unlimitedLocations: false, hasPaidModules: false, locationCount: 1 });
  });

  it('takes the locations of an active plan as the limit (issue 12), and ignores a plan that is not active', () => {
    const paid = { verified: true, activeModules: ['shift'], unlimitedLocations: false, locationCount: 1 };
    const active = organizationLocationLimitInput({ ...paid, billing: { status: 'active', locations: 3 } });
    expect(active).toEqual({ unlimitedLocations: false, hasPaidModules: true, locationCount: 1, planLocations: 3 });
    expect(locationLimit(active)).toBe(3);
    expect(canAddLocation(active)).toBe(true);
    expect(canAddLocation({ ...active, locationCount: 3 })).toBe(false);
    const pastDue = organizationLocationLimitInput({ ...paid, billing: { status: 'past_due', locations: 3 } });
    expect(pastDue.planLocations).toBeUndefined();
    // The web reads the view's planLocations instead of the stored plan.
    expect(locationLimit(organizationLocationLimitInput({ ...paid, planLocations: 2 }))).toBe(2);
  });
});
