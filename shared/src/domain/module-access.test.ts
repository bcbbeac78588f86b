import { describe, expect, it } from 'vitest';
import type { Module } from './constants';
import {
  individualModuleAccess,
  MODULE_ACCESS_URL_SECONDS,
  type OrganizationModuleState,
  organizationModuleAccess,
  organizationOpenModules,
} from './module-access';

const paidShift: OrganizationModuleState = {
  verified: true,
  suspended: false,
  activeModules: ['bookrx', 'shift'],
  plan: { status: 'active', modules: ['shift'] },
};

const answer = (org: OrganizationModuleState, module: Module) => {
  const result = organizationModuleAccess(org, module);
  return result.open ? 'open' : result.code;
};

describe('module access of an organization member (issue 24)', () => {
  it.each<[string, OrganizationModuleState, Module, string]>([
    ['BookRx, activated', paidShift, 'bookrx', 'open'],
    ['Shift, in the active plan', paidShift, 'shift', 'open'],
    ['Core, not in the plan', paidShift, 'core', 'MODULE_NOT_PAID'],
    ['Vault, not launched', paidShift, 'vault', 'MODULE_COMING_SOON'],
    [
      'Shift, plan past due',
      { ...paidShift, plan: { status: 'past_due', modules: ['shift'] } },
      'shift',
      'MODULE_NOT_PAID',
    ],
    [
      'Shift, plan canceled',
      { ...paidShift, plan: { status: 'canceled', modules: ['shift'] } },
      'shift',
      'MODULE_NOT_PAID',
    ],
    ['Shift, no plan at all', { ...paidShift, plan: undefined }, 'shift', 'MODULE_NOT_PAID'],
    // activeModules alone never opens a paid module: only the plan does.
    ['Core, active but unpaid', { ...paidShift, activeModules: ['core'], plan: undefined }, 'core', 'MODULE_NOT_PAID'],
    ['BookRx, not activated', { ...paidShift, activeModules: [] }, 'bookrx', 'MODULE_NOT_ACTIVE'],
    ['BookRx, not verified', { ...paidShift, verified: false }, 'bookrx', 'VERIFICATION_REQUIRED'],
    ['Shift, not verified', { ...paidShift, verified: false }, 'shift', 'VERIFICATION_REQUIRED'],
    ['Shift, suspended', { ...paidShift, suspended: true }, 'shift', 'ORGANIZATION_SUSPENDED'],
    ['BookRx, suspended', { ...paidShift, suspended: true }, 'bookrx', 'ORGANIZATION_SUSPENDED'],
  ])('%s', (_case, org, module, expected) => {
    expect(answer(org, module)).toBe(expected);
  });

  it('lists the modules the organization opens now', () => {
    expect(organizationOpenModules(paidShift)).toEqual(['bookrx', 'shift']);
    expect(organizationOpenModules({ ...paidShift, plan: { status: 'active', modules: ['shift', 'core'] } })).toEqual([
      'bookrx',
      'shift',
      'core',
    ]);
    expect(organizationOpenModules({ ...paidShift, suspended: true })).toEqual([]);
  });
});

describe('module access of an individual', () => {
  it.each<[boolean, Module, string]>([
    [true, 'bookrx', 'open'],
    [false, 'bookrx', 'VERIFICATION_REQUIRED'],
    [true, 'shift', 'MODULE_NOT_PAID'],
    [true, 'core', 'MODULE_NOT_PAID'],
    [true, 'vault', 'MODULE_COMING_SOON'],
  ])('active %s, %s → %s', (active, module, expected) => {
    const result = individualModuleAccess({ active }, module);
    expect(result.open ? 'open' : result.code).toBe(expected);
  });

  it('links live at most five minutes', () => {
    expect(MODULE_ACCESS_URL_SECONDS).toBeGreaterThan(0);
    expect(MODULE_ACCESS_URL_SECONDS).toBeLessThanOrEqual(300);
  });
});
