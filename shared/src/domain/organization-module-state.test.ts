import { describe, expect, it } from 'vitest';
import { MODULES, type Module } from './constants';
import { organizationModuleAccess } from './module-access';
import {
  type OrganizationAccessRecord,
  openModulesOf,
  organizationModuleStateOf,
  organizationModuleStateOfView,
} from './organization-module-state';

const plan = (status: string, modules: Module[]) => ({ status, modules });

/** Stored organizations: every combination the cards and the access route must agree on. */
const RECORDS: [string, OrganizationAccessRecord][] = [
  [
    'a paid module active without a plan (free activation, older data)',
    { verified: true, activeModules: ['bookrx', 'shift'] },
  ],
  [
    'a paid module active with a canceled plan',
    { verified: true, activeModules: ['shift'], billing: plan('canceled', ['shift']) },
  ],
  [
    'a paid module active with a past-due plan',
    { verified: true, activeModules: ['core'], billing: plan('past_due', ['core']) },
  ],
  [
    'an active plan for Shift, Core active outside it',
    { verified: true, activeModules: ['shift', 'core'], billing: plan('active', ['shift']) },
  ],
  [
    'an active plan for both',
    { verified: true, activeModules: ['bookrx', 'shift', 'core'], billing: plan('active', ['shift', 'core']) },
  ],
  [
    'an active plan, suspended',
    { verified: true, suspended: true, activeModules: ['shift'], billing: plan('active', ['shift']) },
  ],
  ['an active plan, not verified', { verified: false, activeModules: ['shift'], billing: plan('active', ['shift']) }],
  ['BookRx only', { verified: true, activeModules: ['bookrx'] }],
  ['nothing active', { verified: true }],
];

describe('the module cards and the access route answer alike (issue 24)', () => {
  it.each(RECORDS)('%s', (_, record) => {
    const server = organizationModuleStateOf(record);
    const view = organizationModuleStateOfView({
      verified: record.verified === true,
      suspended: record.suspended === true,
      activeModules: record.activeModules ?? [],
      openModules: openModulesOf(record),
    });
    for (const module of MODULES) {
      expect(organizationModuleAccess(view, module), module).toEqual(organizationModuleAccess(server, module));
    }
  });

  it('a paid module active without payment is not paid, not Open', () => {
    const record: OrganizationAccessRecord = { verified: true, activeModules: ['shift'] };
    expect(openModulesOf(record)).toEqual([]);
    const view = organizationModuleStateOfView({
      verified: true,
      suspended: false,
      activeModules: ['shift'],
      openModules: [],
    });
    expect(organizationModuleAccess(view, 'shift')).toEqual({ open: false, code: 'MODULE_NOT_PAID' });
  });
});
