/**
 * An organization's lifecycle (issue 24) through the API against the local emulators: a super admin
 * suspends and lifts the suspension, with a reason (support and members refused, an admin who belongs
 * to the organization refused); the owner transfers ownership to another member; the owner deletes
 * the organization (refused while a plan is live), which cancels its pending invites and makes its
 * routes answer 404 (from the moment it is marked, at any size of team). Each change is audited and
 * e-mailed. Every organization here is this file's own.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditEventKeys, inviteKeys, membershipKeys, organizationKeys } from '../../functions/src/data/keys';
import { hashInviteToken } from '../../functions/src/domain/invites/invite-rules';
import { LOCAL_SUPPORT_INBOX } from '../../infra/local/handler-env';
import { newAccount } from '../support/accounts';
import { eventually } from '../support/document-fixtures';
import { inviteThroughApi } from '../support/invite-examples';
import { waitForMail } from '../support/local-clients';
import { addMember, createOrganizationAs, setActivePlan } from '../support/organization-fixture';
import { platformAdminsBeforeAll } from '../support/platform-callers';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();

const admins = platformAdminsBeforeAll(stack);

const orgHeaders = (orgId: string) => ({ 'x-active-org-id': orgId });
const suspend = (token: string, orgId: string, body: unknown = { reason: 'Licence under investigation' }) =>
  api('POST', `/api/admin/organizations/${orgId}/suspend`, { token, body });
const unsuspend = (token: string, orgId: string, body: unknown = { reason: 'Investigation closed' }) =>
  api('POST', `/api/admin/organizations/${orgId}/unsuspend`, { token, body });
const transfer = (token: string, orgId: string, userId: string) =>
  api('POST', `/api/organizations/${orgId}/transfer-ownership`, {
    token,
    headers: orgHeaders(orgId),
    body: { userId },
  });
const remove = (token: string, orgId: string) =>
  api('DELETE', `/api/organizations/${orgId}`, { token, headers: orgHeaders(orgId) });

const errorOf = (response: { status: number; body: Record<string, unknown> }) => ({
  status: response.status,
  code: response.body.code,
  field: response.body.field,
});

async function auditActions(orgId: string): Promise<Record<string, unknown>[]> {
  return table.queryPartition(auditEventKeys.targetPartition('ORG', orgId));
}

/** A fresh organization of a fresh owner, with an admin and a plain member. */
async function organizationWithTeam(label: string) {
  const [owner, admin, member] = await Promise.all([
    newAccount(stack, `${label}-owner`),
    newAccount(stack, `${label}-admin`),
    newAccount(stack, `${label}-member`),
  ]);
  const orgId = await createOrganizationAs(stack, owner.token, `Farmacia ${label}`);
  await addMember(stack, orgId, admin.userId, 'admin');
  await addMember(stack, orgId, member.userId, 'member');
  return { orgId, owner, admin, member };
}

describe('suspending an organization', () => {
  it('a super admin suspends with a reason: members see it, the owner is e-mailed, it is audited; then lifts it', async () => {
    const { orgId, owner, member } = await organizationWithTeam('suspended');
    const suspended = await suspend(admins.superAdmin.token, orgId, { reason: '  Licence under investigation  ' });
    expect(suspended.status, suspended.text).toBe(200);
    expect(suspended.body.organization).toMatchObject({
      id: orgId,
      suspended: true,
      suspendedReason: 'Licence under investigation',
    });

    const seen = await api('GET', `/api/organizations/${orgId}`, { token: member.token, headers: orgHeaders(orgId) });
    expect(seen.body.org).toMatchObject({ suspended: true, suspendedReason: 'Licence under investigation' });
    expect(typeof (seen.body.org as { suspendedAt?: unknown }).suspendedAt).toBe('string');
    const adminView = await api('GET', `/api/admin/organizations/${orgId}`, { token: admins.superAdmin.token });
    expect(adminView.body.organization).toMatchObject({ suspended: true });
    const item = await table.get(organizationKeys.profile(orgId));
    expect(item).toMatchObject({
      suspended: true,
      suspendedReason: 'Licence under investigation',
      suspendedBy: admins.superAdmin.userId,
    });

    // Module access refuses a suspended organization.
    const opened = await api('POST', `/api/organizations/${orgId}/access`, {
      token: member.token,
      headers: orgHeaders(orgId),
      body: { module: 'bookrx' },
    });
    expect(errorOf(opened)).toMatchObject({ status: 403, code: 'ORGANIZATION_SUSPENDED' });

    const mail = await waitForMail(stack, owner.email, (m) => m.subject.includes('is suspended'));
    expect(mail.body.text).toContain('Licence under investigation');
    // It asks for a reply: replies reach the stage's support inbox, which the text names (issue 39).
    expect(mail.replyTo).toEqual([LOCAL_SUPPORT_INBOX]);
    expect(mail.body.text).toContain(`contact Lunia support at ${LOCAL_SUPPORT_INBOX}.`);

    expect(errorOf(await suspend(admins.superAdmin.token, orgId))).toEqual({
      status: 409,
      code: 'CONFLICT',
      field: undefined,
    });

    const lifted = await unsuspend(admins.superAdmin.token, orgId);
    expect(lifted.status, lifted.text).toBe(200);
    expect(lifted.body.organization).toMatchObject({ suspended: false });
    expect((lifted.body.organization as Record<string, unknown>).suspendedReason).toBeUndefined();
    const after = await table.get(organizationKeys.profile(orgId));
    expect(after?.suspended).toBeUndefined();
    expect(after?.suspendedReason).toBeUndefined();
    const liftedMail = await waitForMail(stack, owner.email, (m) => m.subject.includes('no longer suspended'));
    expect(liftedMail.replyTo).toEqual([]);
    expect(errorOf(await unsuspend(admins.superAdmin.token, orgId))).toEqual({
      status: 409,
      code: 'CONFLICT',
      field: undefined,
    });

    const events = await auditActions(orgId);
    const suspendedEvent = events.find((e) => e.action === 'organization_suspended');
    expect(suspendedEvent).toMatchObject({
      actorId: admins.superAdmin.userId,
      actorRole: 'admin',
      reason: 'Licence under investigation',
    });
    expect(events.find((e) => e.action === 'organization_unsuspended')).toMatchObject({
      reason: 'Investigation closed',
    });
  });

  it('refuses support, organization members, an admin of the platform who belongs to it, a bad reason and an unknown id', async () => {
    const { orgId, owner } = await organizationWithTeam('refused');
    expect(errorOf(await suspend(admins.support.token, orgId))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(errorOf(await suspend(owner.token, orgId))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    // A super admin who is a member (here: made owner) of the organization may not suspend it.
    await addMember(stack, orgId, admins.superAdmin.userId, 'owner');
    expect(errorOf(await suspend(admins.superAdmin.token, orgId))).toMatchObject({
      status: 403,
      code: 'SELF_REVIEW_FORBIDDEN',
    });

    const other = await organizationWithTeam('bad-reason');
    expect(errorOf(await suspend(admins.superAdmin.token, other.orgId, { reason: '   ' }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'reason',
    });
    expect(errorOf(await suspend(admins.superAdmin.token, other.orgId, { reason: 'x'.repeat(501) }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'reason',
    });
    expect(errorOf(await suspend(admins.superAdmin.token, other.orgId, {}))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'reason',
    });
    expect(errorOf(await suspend(admins.superAdmin.token, 'no-such-organization'))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect((await table.get(organizationKeys.profile(other.orgId)))?.suspended).toBeUndefined();
  });
});

describe('transferring ownership', () => {
  it('the owner hands over to a member: roles swap in one go, both are e-mailed, it is audited', async () => {
    const { orgId, owner, member } = await organizationWithTeam('transfer');
    const response = await transfer(owner.token, orgId, member.userId);
    expect(response.status, response.text).toBe(200);
    expect((await table.get(membershipKeys.item(orgId, member.userId)))?.role).toBe('owner');
    expect((await table.get(membershipKeys.item(orgId, owner.userId)))?.role).toBe('admin');

    await waitForMail(stack, member.email, (m) => m.subject.includes('Ownership of'));
    const former = await waitForMail(stack, owner.email, (m) => m.subject.includes('Ownership of'));
    expect(former.body.text).toContain('You remain in the organization as an admin');
    const event = (await auditActions(orgId)).find((e) => e.action === 'ownership_transferred');
    expect(event).toMatchObject({
      actorId: owner.userId,
      memberId: member.userId,
      fromRole: 'member',
      toRole: 'owner',
    });

    // The former owner is an admin now: no longer allowed to transfer.
    expect(errorOf(await transfer(owner.token, orgId, member.userId))).toMatchObject({
      status: 403,
      code: 'OWNER_ROLE_REQUIRED',
    });
  });

  it('refuses an admin (403), the owner themself (400), a non-member (404)', async () => {
    const { orgId, owner, admin, member } = await organizationWithTeam('transfer-refused');
    const stranger = await newAccount(stack, 'transfer-stranger');
    expect(errorOf(await transfer(admin.token, orgId, member.userId))).toMatchObject({
      status: 403,
      code: 'OWNER_ROLE_REQUIRED',
    });
    expect(errorOf(await transfer(owner.token, orgId, owner.userId))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'userId',
    });
    expect(errorOf(await transfer(owner.token, orgId, stranger.userId))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      field: 'userId',
    });
    expect((await table.get(membershipKeys.item(orgId, owner.userId)))?.role).toBe('owner');
  });
});

const billingOf = (item: Record<string, unknown> | undefined) => (item?.billing ?? {}) as Record<string, unknown>;

describe('deleting an organization', () => {
  it('is refused while a plan is live, and for an admin', async () => {
    const { orgId, owner, admin } = await organizationWithTeam('delete-paid');
    const key = organizationKeys.profile(orgId);
    await setActivePlan(stack, orgId);
    expect(errorOf(await remove(admin.token, orgId))).toMatchObject({ status: 403, code: 'OWNER_ROLE_REQUIRED' });
    const refused = await remove(owner.token, orgId);
    expect(errorOf(refused)).toMatchObject({ status: 409, code: 'PLAN_ALREADY_ACTIVE' });
    expect(String(refused.body.error)).toContain('Cancel the plan');
    expect((await table.get(key))?.deletedAt).toBeUndefined();

    // Cancelled in the billing portal, still in its paid period: refused with the period's end (issue 40).
    const endsAt = '2031-01-15T15:00:00.000Z';
    const live = await table.get(key);
    await table.put({
      ...live,
      ...key,
      billing: { ...billingOf(live), cancelAtPeriodEnd: true, currentPeriodEnd: endsAt },
    });
    const ending = await remove(owner.token, orgId);
    expect(errorOf(ending)).toMatchObject({ status: 409, code: 'PLAN_ENDS_AT_PERIOD_END' });
    expect(ending.body.details).toEqual({ endsAt });
    expect(String(ending.body.error)).toContain('2031-01-15');
    expect((await table.get(key))?.deletedAt).toBeUndefined();
  });

  it('the owner deletes it: members are told, pending invites cancelled, its routes answer 404, the audit stays', async () => {
    const { orgId, owner, admin, member } = await organizationWithTeam('delete');
    const inviteId = await inviteThroughApi(stack, {
      token: owner.token,
      orgId,
      email: `delete-invitee-${Date.now().toString(36)}@example.com`,
    });
    const response = await remove(owner.token, orgId);
    expect(response.status, response.text).toBe(200);

    for (const person of [owner, member]) {
      const got = await api('GET', `/api/organizations/${orgId}`, { token: person.token, headers: orgHeaders(orgId) });
      expect(errorOf(got)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      const mine = await api('GET', '/api/organizations', { token: person.token });
      expect((mine.body.organizations as { id: string }[]).map((o) => o.id)).not.toContain(orgId);
    }
    await eventually(async () =>
      (await table.get(inviteKeys.item(orgId, inviteId)))?.status === 'CANCELLED' ? true : undefined,
    );
    const item = await table.get(organizationKeys.profile(orgId));
    expect(item).toMatchObject({ deletedBy: owner.userId });
    expect(item?.GSI1PK).toBeUndefined();

    await waitForMail(stack, member.email, (m) => m.subject.includes('was deleted'));
    await waitForMail(stack, admin.email, (m) => m.subject.includes('was deleted'));
    const event = (await auditActions(orgId)).find((e) => e.action === 'organization_deleted');
    expect(event).toMatchObject({ actorId: owner.userId, actorRole: 'owner' });
    // Admins still read the organization and its audit trail.
    const adminView = await api('GET', `/api/admin/organizations/${orgId}`, { token: admins.superAdmin.token });
    expect(adminView.status).toBe(200);
  });

  it('deletes an organization with about 130 members and invites: every membership and invite is updated', {
    timeout: 90_000,
  }, async () => {
    const { orgId, owner, member } = await organizationWithTeam('delete-large');
    const [memberIds, invites] = await crowd(orgId, owner.userId, 90, 40);
    const response = await remove(owner.token, orgId);
    expect(response.status, response.text).toBe(200);
    const got = await api('GET', `/api/organizations/${orgId}`, { token: member.token, headers: orgHeaders(orgId) });
    expect(errorOf(got)).toMatchObject({ status: 404, code: 'NOT_FOUND' });

    const partition = await eventually(async () => {
      const items = await table.queryPartition(`ORG#${orgId}`);
      const left = items.filter(
        (item) =>
          String(item.SK).startsWith('PENDINGINVITE#') || (String(item.SK).startsWith('MEMBER#') && !item.orgDeletedAt),
      );
      return left.length === 0 ? items : undefined;
    }, 60_000);
    const memberships = partition.filter((item) => String(item.SK).startsWith('MEMBER#'));
    expect(memberships).toHaveLength(memberIds.length + 3);
    expect(memberships.filter((item) => !item.orgDeletedAt || item.GSI1PK)).toEqual([]);
    const inviteItems = partition.filter((item) => String(item.SK).startsWith(inviteKeys.sortPrefix));
    expect(inviteItems).toHaveLength(invites.length);
    expect(inviteItems.filter((item) => item.status !== 'CANCELLED')).toEqual([]);
  });

  it('refuses a deleted organization as soon as it is marked, and the marked deletion finishes by itself', {
    timeout: 90_000,
  }, async () => {
    const { orgId, owner, member } = await organizationWithTeam('delete-marked');
    const invitee = await newAccount(stack, 'delete-marked-invitee');
    const [memberIds] = await crowd(orgId, owner.userId, 30, 10);
    const token = 'marked-organization-invitation-token';
    const inviteId = await putInvite(orgId, owner.userId, invitee.email, { tokenHash: hashInviteToken(token) });
    // Only the mark, as if the owner's request stopped right after it.
    const key = organizationKeys.profile(orgId);
    const { GSI1PK: _1, GSI1SK: _2, GSI2PK: _3, GSI2SK: _4, ...profile } = (await table.get(key)) ?? {};
    await table.put({ ...profile, ...key, deletedAt: new Date().toISOString(), deletedBy: owner.userId });

    for (const person of [owner, member]) {
      const got = await api('GET', `/api/organizations/${orgId}`, { token: person.token, headers: orgHeaders(orgId) });
      expect(errorOf(got)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      const mine = await api('GET', '/api/organizations', { token: person.token });
      expect((mine.body.organizations as { id: string }[]).map((o) => o.id)).not.toContain(orgId);
    }
    const joined = await api('POST', `/api/invitations/${inviteId}/accept`, { token: invitee.token, body: { token } });
    expect(errorOf(joined)).toMatchObject({ status: 409, code: 'INVITE_NOT_PENDING' });
    expect(await table.get(membershipKeys.item(orgId, invitee.userId))).toBeUndefined();

    await eventually(async () => {
      const partition = await table.queryPartition(`ORG#${orgId}`);
      const left = partition.filter(
        (item) =>
          (String(item.SK).startsWith('MEMBER#') && !item.orgDeletedAt) ||
          (String(item.SK).startsWith(inviteKeys.sortPrefix) && item.status === 'PENDING'),
      );
      return left.length === 0 ? true : undefined;
    }, 60_000);
    const memberships = (await table.queryPartition(`ORG#${orgId}`)).filter((item) =>
      String(item.SK).startsWith('MEMBER#'),
    );
    expect(memberships).toHaveLength(memberIds.length + 3);
  });
});

/** A pending invite written directly (as the API writes it, with its address claim). */
async function putInvite(orgId: string, invitedBy: string, email: string, fields: Record<string, unknown> = {}) {
  const at = new Date().toISOString();
  const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const invite = {
    id: randomUUID(),
    orgId,
    orgName: 'Farmacia',
    email: email.toLowerCase(),
    role: 'member',
    status: 'PENDING',
    invitedAt: at,
    invitedBy,
    invitedByName: 'Owner',
    message: '',
    language: 'en',
    expiresAt,
    lastSentAt: at,
    sentCount: 1,
    ...fields,
  };
  await table.put({ ...inviteKeys.item(orgId, invite.id), ...inviteKeys.indexes(invite), entity: 'Invite', ...invite });
  await table.put({
    ...inviteKeys.pendingClaim(orgId, invite.email),
    entity: 'PendingInviteClaim',
    inviteId: invite.id,
    expiresAt,
  });
  return invite.id;
}

/** Members and pending invites written directly through the data layer (the API would be slow). */
async function crowd(orgId: string, ownerId: string, members: number, invites: number) {
  const memberIds = Array.from({ length: members }, (_, i) => `crowd-${i}-${randomUUID()}`);
  await Promise.all(memberIds.map((userId) => addMember(stack, orgId, userId, 'member')));
  const inviteIds = await Promise.all(
    Array.from({ length: invites }, (_, i) => putInvite(orgId, ownerId, `crowd-${i}-${randomUUID()}@example.com`)),
  );
  return [memberIds, inviteIds] as const;
}
