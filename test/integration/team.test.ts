/**
 * Team management (issue 10) through the API against the local emulators: the members with names and
 * e-mails; role changes and removal by owners and admins; only an owner touches the owner role or an
 * owner; the last owner stays, also when two owners demote or remove each other at once (the
 * organization's ownerCount moves in the same transaction); a member id is found only under the
 * organization of the path; a removed member loses access at once; every change is audited.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEventKeys, membershipKeys, organizationKeys } from '../../functions/src/data/keys';
import { newAccount, type TestAccount } from '../support/accounts';
import { addMember, createOrganizationAs } from '../support/organization-fixture';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();

interface MemberRecord {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  joinedAt: string;
}

/** Calls a team route of `orgId` as `token` (the active-organization header names the same organization). */
const as = (token: string, orgId: string) => ({
  list: () => api('GET', `/api/orgs/${orgId}/members`, { token, headers: { 'x-active-org-id': orgId } }),
  setRole: (userId: string, role: string) =>
    api('PUT', `/api/orgs/${orgId}/members/${userId}`, {
      token,
      headers: { 'x-active-org-id': orgId },
      body: { role },
    }),
  remove: (userId: string) =>
    api('DELETE', `/api/orgs/${orgId}/members/${userId}`, { token, headers: { 'x-active-org-id': orgId } }),
});

async function members(token: string, orgId: string): Promise<MemberRecord[]> {
  const response = await as(token, orgId).list();
  expect(response.status, response.text).toBe(200);
  return response.body.members as MemberRecord[];
}

const roleOf = async (orgId: string, userId: string) =>
  (await table.get(membershipKeys.item(orgId, userId)))?.role as string | undefined;
const ownerCount = async (orgId: string) =>
  (await table.get(organizationKeys.profile(orgId)))?.ownerCount as number | undefined;
const teamEvents = async (orgId: string) =>
  (await table.queryPartition(auditEventKeys.targetPartition('ORG', orgId))).filter((event) =>
    String(event.action).startsWith('member_'),
  );

/** An organization owned by `owner`, with the given people added in the given roles. */
async function organizationWith(owner: TestAccount, name: string, people: [TestAccount, string][] = []) {
  const orgId = await createOrganizationAs(stack, owner.token, name);
  for (const [person, role] of people) {
    await addMember(stack, orgId, person.userId, role as 'owner' | 'admin' | 'manager' | 'member');
  }
  return orgId;
}

let owner: TestAccount;
let admin: TestAccount;
let manager: TestAccount;
let member: TestAccount;
let outsider: TestAccount;

beforeAll(async () => {
  [owner, admin, manager, member, outsider] = (await Promise.all(
    ['team-owner', 'team-admin', 'team-manager', 'team-member', 'team-outsider'].map((label) =>
      newAccount(stack, label),
    ),
  )) as [TestAccount, TestAccount, TestAccount, TestAccount, TestAccount];
});

describe('the member list', () => {
  it('shows every member with name, e-mail, role and join date, owners first, to any member', async () => {
    const orgId = await organizationWith(owner, 'Farmacia Equipo', [
      [member, 'member'],
      [admin, 'admin'],
      [manager, 'manager'],
    ]);
    expect(await ownerCount(orgId)).toBe(1);
    const listed = await members(member.token, orgId);
    expect(listed.map((m) => [m.userId, m.role])).toEqual([
      [owner.userId, 'owner'],
      [admin.userId, 'admin'],
      [manager.userId, 'manager'],
      [member.userId, 'member'],
    ]);
    for (const [account, record] of [owner, admin, manager, member].map((a, i) => [a, listed[i]] as const)) {
      expect(record).toEqual({
        userId: account.userId,
        firstName: 'Lucía',
        lastName: 'Rivera',
        email: account.email,
        role: expect.any(String),
        joinedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    }
  });

  it('is refused to someone outside the organization, whatever the header says', async () => {
    const orgId = await organizationWith(owner, 'Farmacia Cerrada');
    const outsiderOrg = await createOrganizationAs(stack, outsider.token, 'Farmacia del Otro');
    const response = await api('GET', `/api/orgs/${orgId}/members`, {
      token: outsider.token,
      // The header is only a hint: the path's organization is the one checked.
      headers: { 'x-active-org-id': outsiderOrg },
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('NOT_A_MEMBER');
  });

  it('lists a member whose profile is gone with empty names rather than failing', async () => {
    const orgId = await organizationWith(owner, 'Farmacia Fantasma');
    const ghost = randomUUID();
    await addMember(stack, orgId, ghost, 'member');
    const listed = await members(owner.token, orgId);
    expect(listed.find((m) => m.userId === ghost)).toMatchObject({ firstName: '', lastName: '', email: '' });
  });
});

describe('changing roles', () => {
  let orgId: string;

  beforeAll(async () => {
    orgId = await organizationWith(owner, 'Farmacia Roles', [
      [admin, 'admin'],
      [manager, 'manager'],
      [member, 'member'],
    ]);
  });

  it('an owner changes a member’s role: stored, answered with the member, audited', async () => {
    const response = await as(owner.token, orgId).setRole(member.userId, 'manager');
    expect(response.status, response.text).toBe(200);
    expect(response.body.member).toMatchObject({
      userId: member.userId,
      email: member.email,
      firstName: 'Lucía',
      role: 'manager',
    });
    expect(await roleOf(orgId, member.userId)).toBe('manager');
    expect(await teamEvents(orgId)).toContainEqual(
      expect.objectContaining({
        action: 'member_role_changed',
        actorId: owner.userId,
        actorRole: 'owner',
        memberId: member.userId,
        fromRole: 'member',
        toRole: 'manager',
      }),
    );
  });

  it('an admin changes roles below owner, including making someone an admin', async () => {
    const call = as(admin.token, orgId);
    expect((await call.setRole(member.userId, 'member')).status).toBe(200);
    expect((await call.setRole(member.userId, 'admin')).status).toBe(200);
    expect(await roleOf(orgId, member.userId)).toBe('admin');
    expect((await call.setRole(member.userId, 'member')).status).toBe(200);
    expect(await roleOf(orgId, member.userId)).toBe('member');
    const events = await teamEvents(orgId);
    expect(events).toContainEqual(
      expect.objectContaining({ actorId: admin.userId, actorRole: 'member', fromRole: 'member', toRole: 'admin' }),
    );
  });

  it('an admin cannot make anyone an owner, nor demote or remove an owner', async () => {
    const call = as(admin.token, orgId);
    // Whatever role the other tests here left the member with, it stays.
    const memberRole = await roleOf(orgId, member.userId);
    for (const response of [
      await call.setRole(member.userId, 'owner'),
      await call.setRole(owner.userId, 'admin'),
      await call.setRole(owner.userId, 'owner'),
      await call.remove(owner.userId),
    ]) {
      expect(response.status, response.text).toBe(403);
      expect(response.body).toMatchObject({
        code: 'OWNER_ROLE_REQUIRED',
        error: 'Only an owner can make someone an owner, or change or remove an owner.',
      });
    }
    expect(await roleOf(orgId, member.userId)).toBe(memberRole);
    expect(await roleOf(orgId, owner.userId)).toBe('owner');
    expect(await ownerCount(orgId)).toBe(1);
  });

  it('a manager or a member cannot change roles or remove anyone', async () => {
    for (const account of [manager, member]) {
      const call = as(account.token, orgId);
      for (const response of [await call.setRole(member.userId, 'admin'), await call.remove(member.userId)]) {
        expect(response.status, response.text).toBe(403);
        expect(response.body.code).toBe('FORBIDDEN');
      }
    }
  });

  it('setting the role a member already has changes nothing and records nothing', async () => {
    const before = (await teamEvents(orgId)).length;
    const response = await as(owner.token, orgId).setRole(manager.userId, 'manager');
    expect(response.status, response.text).toBe(200);
    expect(response.body.member).toMatchObject({ userId: manager.userId, role: 'manager' });
    expect(await teamEvents(orgId)).toHaveLength(before);
  });

  it('refuses a role that does not exist', async () => {
    const response = await as(owner.token, orgId).setRole(member.userId, 'superuser');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'role',
      error: 'Role must be owner, admin, manager or member',
    });
  });
});

describe('the last owner', () => {
  it('cannot be demoted or removed; with a second owner, one may step down', async () => {
    const orgId = await organizationWith(owner, 'Farmacia Dueña', [[admin, 'admin']]);
    const call = as(owner.token, orgId);
    for (const response of [await call.setRole(owner.userId, 'admin'), await call.remove(owner.userId)]) {
      expect(response.status, response.text).toBe(409);
      expect(response.body).toMatchObject({
        code: 'LAST_OWNER',
        error: 'An organization must always have an owner. Make another member an owner first.',
      });
    }
    expect(await roleOf(orgId, owner.userId)).toBe('owner');
    expect(await ownerCount(orgId)).toBe(1);

    // Hand over: make the admin an owner, then step down.
    expect((await call.setRole(admin.userId, 'owner')).status).toBe(200);
    expect(await ownerCount(orgId)).toBe(2);
    const stepDown = await call.setRole(owner.userId, 'admin');
    expect(stepDown.status, stepDown.text).toBe(200);
    expect(await ownerCount(orgId)).toBe(1);
    // Now the new owner is the last one.
    const last = await as(admin.token, orgId).remove(admin.userId);
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('LAST_OWNER');
    expect((await members(admin.token, orgId)).filter((m) => m.role === 'owner').map((m) => m.userId)).toEqual([
      admin.userId,
    ]);
  });

  // The loser's answer (use-cases/steps/organization-team.ts): decided on a stale role it is the last
  // owner (409); re-read, it is no longer an owner (403) or, removed, no longer a member (403); or it kept
  // colliding (409 CONFLICT).
  const refusal = (status: number, code: string) => ({ status, code });
  it.each([
    {
      how: 'demote',
      act: (call: ReturnType<typeof as>, userId: string) => call.setRole(userId, 'admin'),
      refusals: [refusal(403, 'OWNER_ROLE_REQUIRED'), refusal(409, 'LAST_OWNER'), refusal(409, 'CONFLICT')],
    },
    {
      how: 'remove',
      act: (call: ReturnType<typeof as>, userId: string) => call.remove(userId),
      refusals: [refusal(403, 'NOT_A_MEMBER'), refusal(409, 'LAST_OWNER'), refusal(409, 'CONFLICT')],
    },
  ])('stays when two owners $how each other at the same moment (3 rounds)', async ({ act, refusals }) => {
    for (let round = 0; round < 3; round++) {
      const orgId = await organizationWith(owner, `Farmacia Carrera ${round}`, [[admin, 'member']]);
      expect((await as(owner.token, orgId).setRole(admin.userId, 'owner')).status).toBe(200);
      expect(await ownerCount(orgId)).toBe(2);

      const responses = await Promise.all([
        act(as(owner.token, orgId), admin.userId),
        act(as(admin.token, orgId), owner.userId),
      ]);
      const statuses = responses.map((response) => response.status);
      expect(
        statuses.filter((status) => status === 200),
        JSON.stringify(responses.map((r) => r.body)),
      ).toHaveLength(1);
      const refused = responses.find((response) => response.status !== 200);
      expect(refusals, refused?.text).toContainEqual(refusal(refused?.status ?? 0, String(refused?.body.code)));

      const stored = await Promise.all([roleOf(orgId, owner.userId), roleOf(orgId, admin.userId)]);
      expect(stored.filter((role) => role === 'owner')).toHaveLength(1);
      expect(await ownerCount(orgId)).toBe(1);
    }
  });

  it('is protected in organizations created before the owner count: it is counted once, then kept', async () => {
    const orgId = await organizationWith(owner, 'Farmacia Antigua');
    // As if created before `ownerCount` existed, with a second owner added back then.
    const key = organizationKeys.profile(orgId);
    const { ownerCount: _dropped, ...legacy } = (await table.get(key)) as Record<string, unknown>;
    await table.put({ ...legacy, ...key });
    await addMember(stack, orgId, admin.userId, 'owner');
    expect(await ownerCount(orgId)).toBeUndefined();

    const demote = await as(owner.token, orgId).setRole(admin.userId, 'manager');
    expect(demote.status, demote.text).toBe(200);
    expect(await ownerCount(orgId)).toBe(1);
    const last = await as(owner.token, orgId).setRole(owner.userId, 'member');
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('LAST_OWNER');
  });
});

describe('a member id is found only under the organization of the path', () => {
  it('another organization’s member is a 404, and naming their organization does not help', async () => {
    const orgA = await organizationWith(owner, 'Farmacia A', [[member, 'member']]);
    const orgB = await createOrganizationAs(stack, outsider.token, 'Farmacia B');
    const viaB = as(outsider.token, orgB);
    for (const response of [await viaB.setRole(member.userId, 'admin'), await viaB.remove(member.userId)]) {
      expect(response.status, response.text).toBe(404);
      expect(response.body).toMatchObject({
        code: 'NOT_FOUND',
        error: 'This person is not a member of this organization.',
      });
    }
    // Organization A in the path, B in the header: A's membership is what counts, and B's owner has none.
    const hinted = await api('DELETE', `/api/orgs/${orgA}/members/${member.userId}`, {
      token: outsider.token,
      headers: { 'x-active-org-id': orgB },
    });
    expect(hinted.status).toBe(403);
    expect(hinted.body.code).toBe('NOT_A_MEMBER');
    expect(await roleOf(orgA, member.userId)).toBe('member');

    // An unknown id is a 404; an id that cannot be one is refused before any lookup (issue 11).
    const unknown = await as(owner.token, orgA).remove(randomUUID());
    expect(unknown.status, unknown.text).toBe(404);
    const malformed = await as(owner.token, orgA).remove('x'.repeat(300));
    expect(malformed.status, malformed.text).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'userId' });
  });
});

describe('removing a member', () => {
  it('takes effect at once: the removed person is refused on the organization’s routes', async () => {
    const orgId = await organizationWith(owner, 'Farmacia Salida', [[manager, 'manager']]);
    expect((await members(manager.token, orgId)).length).toBe(2);

    const response = await as(owner.token, orgId).remove(manager.userId);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect(await roleOf(orgId, manager.userId)).toBeUndefined();

    const list = await as(manager.token, orgId).list();
    expect(list.status).toBe(403);
    expect(list.body.code).toBe('NOT_A_MEMBER');
    const locations = await api('GET', '/api/locations', {
      token: manager.token,
      headers: { 'x-active-org-id': orgId },
    });
    expect(locations.status).toBe(403);
    expect(locations.body.code).toBe('NOT_A_MEMBER');
    // Nor is the organization among theirs any more.
    const profile = await api('GET', '/api/profile', { token: manager.token });
    expect((profile.body.orgs as { id: string }[]).map((org) => org.id)).not.toContain(orgId);

    expect((await members(owner.token, orgId)).map((m) => m.userId)).toEqual([owner.userId]);
    expect(await teamEvents(orgId)).toContainEqual(
      expect.objectContaining({ action: 'member_removed', memberId: manager.userId, fromRole: 'manager' }),
    );
    const again = await as(owner.token, orgId).remove(manager.userId);
    expect(again.status).toBe(404);
  });

  it('an owner removes another owner, and the count follows', async () => {
    const orgId = await organizationWith(owner, 'Farmacia Dos Dueños', [[admin, 'member']]);
    expect((await as(owner.token, orgId).setRole(admin.userId, 'owner')).status).toBe(200);
    const response = await as(owner.token, orgId).remove(admin.userId);
    expect(response.status, response.text).toBe(200);
    expect(await ownerCount(orgId)).toBe(1);
  });

  it('an admin may leave (remove themselves), and is refused afterwards', async () => {
    const orgId = await organizationWith(owner, 'Farmacia Despedida', [[admin, 'admin']]);
    const response = await as(admin.token, orgId).remove(admin.userId);
    expect(response.status, response.text).toBe(200);
    expect((await as(admin.token, orgId).list()).status).toBe(403);
  });
});
