import type { OrgRole } from '@lunia/shared/domain/constants';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { type MemberControls, memberControls, ownersIn, teamErrorKey } from './team-controls';

describe('the controls of a member row', () => {
  it.each<{
    rule: string;
    actorRole: OrgRole | undefined;
    targetRole: OrgRole;
    ownerCount: number;
    expected: MemberControls;
  }>([
    {
      rule: 'an owner on a member: every role, removable',
      actorRole: 'owner',
      targetRole: 'member',
      ownerCount: 1,
      expected: { roles: ['owner', 'admin', 'manager', 'member'], canRemove: true, lock: undefined },
    },
    {
      rule: 'an owner on themselves as the last owner: locked, explained',
      actorRole: 'owner',
      targetRole: 'owner',
      ownerCount: 1,
      expected: { roles: [], canRemove: false, lock: 'lastOwner' },
    },
    {
      rule: 'an owner on one of two owners: every role, removable',
      actorRole: 'owner',
      targetRole: 'owner',
      ownerCount: 2,
      expected: { roles: ['owner', 'admin', 'manager', 'member'], canRemove: true, lock: undefined },
    },
    {
      rule: 'an admin on an owner: locked, only owners may',
      actorRole: 'admin',
      targetRole: 'owner',
      ownerCount: 2,
      expected: { roles: [], canRemove: false, lock: 'ownerOnly' },
    },
    {
      rule: 'an admin on a manager: roles below owner, removable',
      actorRole: 'admin',
      targetRole: 'manager',
      ownerCount: 1,
      expected: { roles: ['admin', 'manager', 'member'], canRemove: true, lock: undefined },
    },
    {
      rule: 'a manager (a pharmacy owner may open the page): nothing',
      actorRole: 'manager',
      targetRole: 'member',
      ownerCount: 1,
      expected: { roles: [], canRemove: false, lock: 'notAdmin' },
    },
    {
      rule: 'a viewer without a role in the list: nothing',
      actorRole: undefined,
      targetRole: 'member',
      ownerCount: 1,
      expected: { roles: [], canRemove: false, lock: 'notAdmin' },
    },
  ])('$rule', ({ actorRole, targetRole, ownerCount, expected }) => {
    expect(memberControls({ actorRole, targetRole, ownerCount })).toEqual(expected);
  });

  it('counts the owners of a list', () => {
    expect(ownersIn([{ role: 'owner' }, { role: 'admin' }, { role: 'owner' }, { role: 'member' }])).toBe(2);
    expect(ownersIn([])).toBe(0);
  });
});

describe('what a failed team call tells the user', () => {
  const apiError = (code: string, status = 409) => new ApiError({ status, code, message: code });
  it.each([
    { error: apiError('LAST_OWNER'), action: 'role', key: 'team.errors.lastOwner' },
    { error: apiError('LAST_OWNER'), action: 'remove', key: 'team.errors.lastOwner' },
    { error: apiError('OWNER_ROLE_REQUIRED', 403), action: 'role', key: 'team.errors.ownerOnly' },
    { error: apiError('FORBIDDEN', 403), action: 'remove', key: 'team.errors.forbidden' },
    { error: apiError('NOT_A_MEMBER', 403), action: 'role', key: 'team.errors.forbidden' },
    { error: apiError('NOT_FOUND', 404), action: 'remove', key: 'team.errors.notFound' },
    { error: apiError('CONFLICT'), action: 'role', key: 'team.errors.conflict' },
    { error: apiError('NETWORK_ERROR', 0), action: 'remove', key: 'team.errors.network' },
    { error: apiError('INTERNAL', 500), action: 'role', key: 'team.errors.roleFailed' },
    { error: new Error('boom'), action: 'remove', key: 'team.errors.removeFailed' },
    { error: apiError('INTERNAL', 500), action: 'list', key: 'team.errors.loadFailed' },
    { error: apiError('NETWORK_ERROR', 0), action: 'list', key: 'team.errors.network' },
  ] as const)('$error.message on $action → $key', ({ error, action, key }) => {
    expect(teamErrorKey(error, action)).toBe(key);
  });
});
