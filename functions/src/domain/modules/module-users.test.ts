import { describe, expect, it } from 'vitest';
import { modulesOpenThrough, modulesOpenTo, organizationAccessChanged } from './module-users';

const verifiedPerson = { verified: true, verificationStatus: 'VERIFIED' };
const unverifiedPerson = { verified: false, verificationStatus: 'PENDING' };
const paidShift = {
  verified: true,
  activeModules: ['shift' as const],
  billing: { status: 'active', modules: ['shift' as const] },
};

describe('modulesOpenThrough', () => {
  it.each([
    ['a verified organization with an active Shift plan', paidShift, ['shift']],
    ['the same plan past due', { ...paidShift, billing: { status: 'past_due', modules: ['shift' as const] } }, []],
    ['the same plan canceled', { ...paidShift, billing: { status: 'canceled', modules: ['shift' as const] } }, []],
    ['a suspended organization', { ...paidShift, suspended: true }, []],
    ['a deleted organization', { ...paidShift, deletedAt: '2026-03-01T00:00:00.000Z' }, []],
    ['an unverified organization', { ...paidShift, verified: false }, []],
    [
      'a verified organization with BookRx activated',
      { verified: true, activeModules: ['bookrx' as const] },
      ['bookrx'],
    ],
    [
      'BookRx activated and Shift and Core paid',
      {
        verified: true,
        activeModules: ['bookrx' as const, 'shift' as const, 'core' as const],
        billing: { status: 'active', modules: ['shift' as const, 'core' as const] },
      },
      ['bookrx', 'shift', 'core'],
    ],
  ])('%s opens %j', (_name, org, expected) => {
    expect(modulesOpenThrough(org)).toEqual(expected);
  });
});

describe('modulesOpenTo', () => {
  it.each([
    ['a verified person on their own', verifiedPerson, [], ['bookrx']],
    ['an unverified person on their own', unverifiedPerson, [], []],
    ['an unverified member of a paid organization', unverifiedPerson, [paidShift], ['shift']],
    [
      'a verified member of a paid organization, once per module',
      verifiedPerson,
      [paidShift, paidShift],
      ['bookrx', 'shift'],
    ],
    ['no profile', undefined, [paidShift], []],
  ])('%s', (_name, person, organizations, expected) => {
    expect(modulesOpenTo(person, organizations)).toEqual(expected);
  });
});

describe('organizationAccessChanged', () => {
  it('is true only when what the members can open changes', () => {
    expect(organizationAccessChanged(paidShift, { ...paidShift, suspended: true })).toBe(true);
    expect(organizationAccessChanged(undefined, paidShift)).toBe(true);
    expect(organizationAccessChanged(paidShift, undefined)).toBe(true);
    // A new name, or a change that opens nothing more (an unverified organization's plan), is not one.
    expect(organizationAccessChanged(paidShift, { ...paidShift })).toBe(false);
    const unverified = { ...paidShift, verified: false };
    expect(organizationAccessChanged(unverified, { ...unverified, billing: { status: 'canceled', modules: [] } })).toBe(
      false,
    );
  });
});
