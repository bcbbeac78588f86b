import { describe, expect, it } from 'vitest';
import { canAdministerOrganization, isOrganizationOwnerOrAdmin } from './organization-roles';

describe('organization owner or admin (portal-and-admin §3, §6)', () => {
  it.each<{ rule: string; role: string | null | undefined; expected: boolean }>([
    { rule: 'owner', role: 'owner', expected: true },
    { rule: 'admin', role: 'admin', expected: true },
    { rule: 'others: manager', role: 'manager', expected: false },
    { rule: 'others: member', role: 'member', expected: false },
    { rule: 'roles are exact: OWNER is not owner', role: 'OWNER', expected: false },
    { rule: 'no role (null)', role: null, expected: false },
    { rule: 'no role (undefined)', role: undefined, expected: false },
  ])('$rule', ({ role, expected }) => {
    expect(isOrganizationOwnerOrAdmin(role)).toBe(expected);
  });
});

describe('organization administration (portal-and-admin §6)', () => {
  it.each<{ rule: string; userType: string | null | undefined; role: string | null | undefined; expected: boolean }>([
    {
      rule: 'an active organization and userType PHARMACY_OWNER (any role)',
      userType: 'PHARMACY_OWNER',
      role: 'member',
      expected: true,
    },
    {
      rule: 'an active organization and organization role owner',
      userType: 'PHARMACIST',
      role: 'owner',
      expected: true,
    },
    {
      rule: 'an active organization and organization role admin',
      userType: 'PHARMACIST',
      role: 'admin',
      expected: true,
    },
    { rule: 'role owner counts without a userType', userType: undefined, role: 'owner', expected: true },
    {
      rule: 'neither PHARMACY_OWNER nor owner or admin: manager',
      userType: 'PHARMACIST',
      role: 'manager',
      expected: false,
    },
    {
      rule: 'neither PHARMACY_OWNER nor owner or admin: member',
      userType: 'PHARMACIST',
      role: 'member',
      expected: false,
    },
    {
      rule: 'requires an active organization, even for PHARMACY_OWNER',
      userType: 'PHARMACY_OWNER',
      role: undefined,
      expected: false,
    },
    { rule: 'requires an active organization (null role)', userType: 'PHARMACY_OWNER', role: null, expected: false },
    { rule: 'no active organization and no userType', userType: null, role: undefined, expected: false },
  ])('$rule', ({ userType, role, expected }) => {
    expect(canAdministerOrganization({ userType, role })).toBe(expected);
  });
});
