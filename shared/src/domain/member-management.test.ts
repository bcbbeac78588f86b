import { describe, expect, it } from 'vitest';
import type { OrgRole } from './constants';
import {
  assignableRoles,
  isNoChange,
  type MemberChange,
  type MemberChangeRefusal,
  memberChangeRefusal,
  ownerCountChange,
} from './member-management';

const role = (to: OrgRole): MemberChange => ({ kind: 'change-role', role: to });
const remove: MemberChange = { kind: 'remove' };

describe('who may change a role or remove a member (issue 10)', () => {
  it.each<{
    rule: string;
    actorRole: OrgRole;
    targetRole: OrgRole;
    change: MemberChange;
    ownerCount: number;
    expected: MemberChangeRefusal | null;
  }>([
    {
      rule: 'an owner promotes a member to admin',
      actorRole: 'owner',
      targetRole: 'member',
      change: role('admin'),
      ownerCount: 1,
      expected: null,
    },
    {
      rule: 'an owner makes a member an owner',
      actorRole: 'owner',
      targetRole: 'member',
      change: role('owner'),
      ownerCount: 1,
      expected: null,
    },
    {
      rule: 'an owner demotes another owner',
      actorRole: 'owner',
      targetRole: 'owner',
      change: role('admin'),
      ownerCount: 2,
      expected: null,
    },
    {
      rule: 'an owner removes another owner',
      actorRole: 'owner',
      targetRole: 'owner',
      change: remove,
      ownerCount: 2,
      expected: null,
    },
    {
      rule: 'an owner removes a manager',
      actorRole: 'owner',
      targetRole: 'manager',
      change: remove,
      ownerCount: 1,
      expected: null,
    },
    {
      rule: 'an admin changes a manager to member',
      actorRole: 'admin',
      targetRole: 'manager',
      change: role('member'),
      ownerCount: 1,
      expected: null,
    },
    {
      rule: 'an admin makes a member an admin',
      actorRole: 'admin',
      targetRole: 'member',
      change: role('admin'),
      ownerCount: 1,
      expected: null,
    },
    {
      rule: 'an admin demotes another admin',
      actorRole: 'admin',
      targetRole: 'admin',
      change: role('manager'),
      ownerCount: 1,
      expected: null,
    },
    {
      rule: 'an admin removes a member',
      actorRole: 'admin',
      targetRole: 'member',
      change: remove,
      ownerCount: 1,
      expected: null,
    },
    {
      rule: 'an admin may not make anyone an owner',
      actorRole: 'admin',
      targetRole: 'member',
      change: role('owner'),
      ownerCount: 1,
      expected: 'owner-only',
    },
    {
      rule: 'an admin may not demote an owner',
      actorRole: 'admin',
      targetRole: 'owner',
      change: role('member'),
      ownerCount: 3,
      expected: 'owner-only',
    },
    {
      rule: 'an admin may not remove an owner',
      actorRole: 'admin',
      targetRole: 'owner',
      change: remove,
      ownerCount: 3,
      expected: 'owner-only',
    },
    {
      rule: 'an admin may not even re-set an owner to owner',
      actorRole: 'admin',
      targetRole: 'owner',
      change: role('owner'),
      ownerCount: 2,
      expected: 'owner-only',
    },
    {
      rule: 'a manager may not change roles',
      actorRole: 'manager',
      targetRole: 'member',
      change: role('admin'),
      ownerCount: 1,
      expected: 'not-admin',
    },
    {
      rule: 'a member may not remove anyone',
      actorRole: 'member',
      targetRole: 'member',
      change: remove,
      ownerCount: 1,
      expected: 'not-admin',
    },
    {
      rule: 'the last owner cannot be demoted',
      actorRole: 'owner',
      targetRole: 'owner',
      change: role('admin'),
      ownerCount: 1,
      expected: 'last-owner',
    },
    {
      rule: 'the last owner cannot be removed',
      actorRole: 'owner',
      targetRole: 'owner',
      change: remove,
      ownerCount: 1,
      expected: 'last-owner',
    },
    {
      rule: 'a count of 0 (inconsistent) never lets an owner go',
      actorRole: 'owner',
      targetRole: 'owner',
      change: remove,
      ownerCount: 0,
      expected: 'last-owner',
    },
    {
      rule: 'setting the last owner to owner changes nothing and is allowed',
      actorRole: 'owner',
      targetRole: 'owner',
      change: role('owner'),
      ownerCount: 1,
      expected: null,
    },
  ])('$rule → $expected', ({ actorRole, targetRole, change, ownerCount, expected }) => {
    expect(memberChangeRefusal({ actorRole, targetRole, change, ownerCount })).toBe(expected);
  });
});

describe('the owner count follows the change', () => {
  it.each<{ targetRole: OrgRole; change: MemberChange; expected: number }>([
    { targetRole: 'owner', change: role('admin'), expected: -1 },
    { targetRole: 'owner', change: remove, expected: -1 },
    { targetRole: 'owner', change: role('owner'), expected: 0 },
    { targetRole: 'member', change: role('owner'), expected: 1 },
    { targetRole: 'admin', change: role('manager'), expected: 0 },
    { targetRole: 'manager', change: remove, expected: 0 },
  ])('$targetRole, $change.kind $change.role → $expected', ({ targetRole, change, expected }) => {
    expect(ownerCountChange(targetRole, change)).toBe(expected);
  });

  it('knows a change to the same role is no change', () => {
    expect(isNoChange('admin', role('admin'))).toBe(true);
    expect(isNoChange('admin', role('member'))).toBe(false);
    expect(isNoChange('admin', remove)).toBe(false);
  });
});

describe('the roles a picker offers', () => {
  it.each<{ rule: string; actorRole: OrgRole; targetRole: OrgRole; ownerCount: number; expected: OrgRole[] }>([
    {
      rule: 'an owner, for a member: every role',
      actorRole: 'owner',
      targetRole: 'member',
      ownerCount: 1,
      expected: ['owner', 'admin', 'manager', 'member'],
    },
    {
      rule: 'an owner, for one of two owners: every role',
      actorRole: 'owner',
      targetRole: 'owner',
      ownerCount: 2,
      expected: ['owner', 'admin', 'manager', 'member'],
    },
    {
      rule: 'an owner, for the last owner: nothing to pick',
      actorRole: 'owner',
      targetRole: 'owner',
      ownerCount: 1,
      expected: [],
    },
    {
      rule: 'an admin, for a manager: all but owner',
      actorRole: 'admin',
      targetRole: 'manager',
      ownerCount: 1,
      expected: ['admin', 'manager', 'member'],
    },
    { rule: 'an admin, for an owner: nothing', actorRole: 'admin', targetRole: 'owner', ownerCount: 2, expected: [] },
    { rule: 'a manager: nothing', actorRole: 'manager', targetRole: 'member', ownerCount: 1, expected: [] },
  ])('$rule', ({ actorRole, targetRole, ownerCount, expected }) => {
    expect(assignableRoles({ actorRole, targetRole, ownerCount })).toEqual(expected);
  });
});
