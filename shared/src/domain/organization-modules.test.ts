import { describe, expect, it } from 'vitest';
import {
  effectiveOrganizationModules,
  FREE_ORGANIZATION_MODULES,
  freeModulesToActivate,
  isFreeOrganizationModule,
  paidOrganizationModules,
} from './organization-modules';

describe('organization modules (portal-and-admin §1, §4; decision issue 10)', () => {
  it('BookRx is the only free module', () => {
    expect(FREE_ORGANIZATION_MODULES).toEqual(['bookrx']);
    expect(['bookrx', 'shift', 'core', 'vault'].map(isFreeOrganizationModule)).toEqual([true, false, false, false]);
  });

  it.each<{ verified: boolean; activeModules: string[]; effective: string[]; paid: string[]; toActivate: string[] }>([
    { verified: true, activeModules: [], effective: [], paid: [], toActivate: ['bookrx'] },
    { verified: true, activeModules: ['bookrx'], effective: ['bookrx'], paid: [], toActivate: [] },
    { verified: true, activeModules: ['shift'], effective: ['shift'], paid: ['shift'], toActivate: ['bookrx'] },
    {
      verified: true,
      activeModules: ['bookrx', 'core', 'vault'],
      effective: ['bookrx', 'core', 'vault'],
      paid: ['core', 'vault'],
      toActivate: [],
    },
    // Modules are active only while the organization is verified (§4).
    { verified: false, activeModules: ['bookrx', 'shift'], effective: [], paid: [], toActivate: [] },
    { verified: false, activeModules: [], effective: [], paid: [], toActivate: [] },
  ])('verified $verified, recorded $activeModules → active $effective, paid $paid, free to activate $toActivate', ({
    verified,
    activeModules,
    effective,
    paid,
    toActivate,
  }) => {
    expect(effectiveOrganizationModules({ verified, activeModules })).toEqual(effective);
    expect(paidOrganizationModules({ verified, activeModules })).toEqual(paid);
    expect(freeModulesToActivate({ verified, activeModules })).toEqual(toActivate);
  });
});
