/**
 * An organization's details edited by its owner, and Lunia's decisions on it (issue 24), through the
 * API against the local emulators: an unverified organization's edit applies at once; on a verified
 * one a new legal name or licence number is held for review (the verified values stay) while the other
 * fields apply; a super admin approves or rejects the held change (the owner is e-mailed), the owner
 * withdraws it; a super admin revokes an approval (modules stop opening, the owner is e-mailed). Every
 * change is audited; support, members and other organizations are refused. Every organization here is
 * this file's own.
 */
import { describe, expect, it } from 'vitest';
import { auditEventKeys, organizationKeys } from '../../functions/src/data/keys';
import { newAccount } from '../support/accounts';
import { drainStack } from '../support/drain';
import { mailsTo, waitForMail } from '../support/local-clients';
import { approvedOrganization } from '../support/organization-change-examples';
import { addMember, createOrganizationAs } from '../support/organization-fixture';
import { platformAdminsBeforeAll } from '../support/platform-callers';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();

const admins = platformAdminsBeforeAll(stack);

const orgHeaders = (orgId: string) => ({ 'x-active-org-id': orgId });
const edit = (token: string, orgId: string, body: unknown) =>
  api('PUT', `/api/organizations/${orgId}`, { token, headers: orgHeaders(orgId), body });
const withdraw = (token: string, orgId: string) =>
  api('DELETE', `/api/organizations/${orgId}/pending-change`, { token, headers: orgHeaders(orgId) });
const decide = (token: string, orgId: string, decision: 'approve' | 'reject', body?: unknown) =>
  api('POST', `/api/admin/organizations/${orgId}/pending-change/${decision}`, { token, body });
const revoke = (token: string, orgId: string, body: unknown = { reason: 'Licence revoked by the board' }) =>
  api('POST', `/api/admin/organizations/${orgId}/revoke-approval`, { token, body });
const readOrganization = (token: string, orgId: string) =>
  api('GET', `/api/organizations/${orgId}`, { token, headers: orgHeaders(orgId) });

const errorOf = (response: { status: number; body: Record<string, unknown> }) => ({
  status: response.status,
  code: response.body.code,
  field: response.body.field,
});

async function actionsOf(orgId: string) {
  return table.queryPartition(auditEventKeys.targetPartition('ORG', orgId));
}

describe('editing the details', () => {
  it('an unverified organization: every field applies at once, audited', async () => {
    const owner = await newAccount(stack, 'edit-unverified');
    const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Borrador');
    const saved = await edit(owner.token, orgId, {
      name: '  Farmacia Corregida ',
      pharmacyLicenseNumber: 'LIC-2026-9',
      city: 'Ponce',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.org).toMatchObject({ name: 'Farmacia Corregida', pharmacyLicenseNumber: 'LIC-2026-9' });
    expect((saved.body.org as Record<string, unknown>).pendingChange).toBeUndefined();
    const updated = (await actionsOf(orgId)).find((event) => event.action === 'organization_updated');
    expect(updated?.changedFields).toEqual(expect.arrayContaining(['name', 'pharmacyLicenseNumber', 'city']));
  });

  it('a verified organization: the legal name is held for review, the other fields apply, the owner may withdraw it', async () => {
    const { orgId, owner } = await approvedOrganization(stack, 'held', false);
    const admin = await newAccount(stack, 'held-admin');
    await addMember(stack, orgId, admin.userId, 'admin');
    const saved = await edit(admin.token, orgId, { name: 'Farmacia Nueva', city: 'Mayagüez' });
    expect(saved.status, saved.text).toBe(200);
    const org = saved.body.org as Record<string, unknown>;
    expect(org).toMatchObject({ name: 'Farmacia held', city: 'Mayagüez', verified: true });
    expect(org.pendingChange).toMatchObject({ name: 'Farmacia Nueva' });

    const seen = await readOrganization(owner.token, orgId);
    expect(seen.body.org).toMatchObject({ name: 'Farmacia held', pendingChange: { name: 'Farmacia Nueva' } });
    const item = await table.get(organizationKeys.profile(orgId));
    expect(item?.pendingChange).toMatchObject({ name: 'Farmacia Nueva', requestedBy: admin.userId });

    // A licence number joins the change already held.
    const more = await edit(owner.token, orgId, { pharmacyLicenseNumber: 'LIC-NUEVA-1' });
    expect((more.body.org as Record<string, unknown>).pendingChange).toMatchObject({
      name: 'Farmacia Nueva',
      pharmacyLicenseNumber: 'LIC-NUEVA-1',
    });

    const withdrawn = await withdraw(owner.token, orgId);
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect((withdrawn.body.org as Record<string, unknown>).pendingChange).toBeUndefined();
    expect(withdrawn.body.org).toMatchObject({ name: 'Farmacia held' });
    // Nothing held: nothing to do, and nothing audited.
    expect((await withdraw(owner.token, orgId)).status).toBe(200);

    const actions = (await actionsOf(orgId)).map((event) => event.action);
    expect(actions.filter((action) => action === 'organization_change_requested')).toHaveLength(2);
    expect(actions.filter((action) => action === 'organization_change_withdrawn')).toHaveLength(1);
    expect(actions).toContain('organization_updated');
    // A decision on a withdrawn change has nothing to decide.
    expect(errorOf(await decide(admins.superAdmin.token, orgId, 'approve'))).toMatchObject({
      status: 409,
      code: 'CONFLICT',
    });
  });

  it('refuses bad bodies with the field, a member who is not an admin, and another organization', async () => {
    const { orgId, owner } = await approvedOrganization(stack, 'refused', false);
    expect(errorOf(await edit(owner.token, orgId, { name: '   ' }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'name',
    });
    expect(errorOf(await edit(owner.token, orgId, { pharmacyLicenseNumber: '!!' }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'pharmacyLicenseNumber',
    });
    expect(errorOf(await edit(owner.token, orgId, { contactEmail: 'not-an-address' }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'contactEmail',
    });
    expect(errorOf(await edit(owner.token, orgId, {}))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });

    const member = await newAccount(stack, 'refused-member');
    await addMember(stack, orgId, member.userId, 'member');
    expect(errorOf(await edit(member.token, orgId, { name: 'Farmacia Ajena' }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(errorOf(await withdraw(member.token, orgId))).toMatchObject({ status: 403, code: 'FORBIDDEN' });

    const stranger = await newAccount(stack, 'refused-stranger');
    const ownOrgId = await createOrganizationAs(stack, stranger.token, 'Farmacia Propia');
    const foreign = await api('PUT', `/api/organizations/${orgId}`, {
      token: stranger.token,
      headers: orgHeaders(ownOrgId),
      body: { name: 'Farmacia Tomada' },
    });
    expect(errorOf(foreign)).toMatchObject({ status: 403, code: 'NOT_A_MEMBER' });
    expect(errorOf(await withdraw(stranger.token, orgId))).toMatchObject({ status: 403, code: 'NOT_A_MEMBER' });
    expect((await table.get(organizationKeys.profile(orgId)))?.name).toBe('Farmacia refused');
  });
});

describe('deciding on a held change', () => {
  it('a super admin approves: the new name applies, the owner is e-mailed, it is audited', async () => {
    const { orgId, owner } = await approvedOrganization(stack, 'approve', true);
    expect(errorOf(await decide(admins.support.token, orgId, 'approve'))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(errorOf(await decide(owner.token, orgId, 'approve'))).toMatchObject({ status: 403, code: 'FORBIDDEN' });

    const approved = await decide(admins.superAdmin.token, orgId, 'approve');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.organization).toMatchObject({ name: 'Farmacia approve Nueva', verified: true });
    expect((approved.body.organization as Record<string, unknown>).pendingChange).toBeUndefined();
    const seen = await readOrganization(owner.token, orgId);
    expect(seen.body.org).toMatchObject({ name: 'Farmacia approve Nueva' });
    expect((seen.body.org as Record<string, unknown>).pendingChange).toBeUndefined();

    const mail = await waitForMail(stack, owner.email, (m) => m.subject.includes('details were updated'));
    expect(mail.body.text).toContain('Farmacia approve Nueva');
    const event = (await actionsOf(orgId)).find((e) => e.action === 'organization_change_approved');
    expect(event).toMatchObject({ actorId: admins.superAdmin.userId, actorRole: 'admin', changedFields: ['name'] });
    expect(errorOf(await decide(admins.superAdmin.token, orgId, 'approve'))).toMatchObject({
      status: 409,
      code: 'CONFLICT',
    });
  });

  it('a super admin rejects with a reason: the verified values stay, the owner is e-mailed the reason', async () => {
    const { orgId, owner } = await approvedOrganization(stack, 'reject', true);
    expect(errorOf(await decide(admins.superAdmin.token, orgId, 'reject', { reason: '  ' }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'reason',
    });
    expect(errorOf(await decide(admins.superAdmin.token, orgId, 'reject', {}))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'reason',
    });
    expect(errorOf(await decide(admins.support.token, orgId, 'reject', { reason: 'No' }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    const rejected = await decide(admins.superAdmin.token, orgId, 'reject', {
      reason: 'The name is not on the licence',
    });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body.organization).toMatchObject({ name: 'Farmacia reject' });
    const item = await table.get(organizationKeys.profile(orgId));
    expect(item?.name).toBe('Farmacia reject');
    expect(item?.pendingChange).toBeUndefined();
    const mail = await waitForMail(stack, owner.email, (m) => m.subject.includes('was not approved'));
    expect(mail.body.text).toContain('The name is not on the licence');
    expect((await actionsOf(orgId)).find((e) => e.action === 'organization_change_rejected')).toMatchObject({
      reason: 'The name is not on the licence',
    });
    expect(errorOf(await decide(admins.superAdmin.token, 'no-such-organization', 'approve'))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});

describe('revoking an approval', () => {
  it('a super admin revokes: unverified again, modules refused, the owner e-mailed, audited', async () => {
    const { orgId, owner } = await approvedOrganization(stack, 'revoke', false);
    const revoked = await revoke(admins.superAdmin.token, orgId, { reason: '  Licence revoked by the board ' });
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body.organization).toMatchObject({ verified: false, canSubscribe: false });
    const item = await table.get(organizationKeys.profile(orgId));
    expect(item).toMatchObject({
      verified: false,
      canSubscribe: false,
      GSI2PK: organizationKeys.statusPartition('pending'),
    });

    const opened = await api('POST', `/api/organizations/${orgId}/access`, {
      token: owner.token,
      headers: orgHeaders(orgId),
      body: { module: 'bookrx' },
    });
    expect(errorOf(opened)).toMatchObject({ status: 403, code: 'VERIFICATION_REQUIRED' });

    const mail = await waitForMail(stack, owner.email, (m) => m.subject.includes('is no longer approved'));
    expect(mail.body.text).toContain('Reason: Licence revoked by the board');
    expect((await actionsOf(orgId)).find((e) => e.action === 'organization_approval_revoked')).toMatchObject({
      actorId: admins.superAdmin.userId,
      reason: 'Licence revoked by the board',
    });
    expect(errorOf(await revoke(admins.superAdmin.token, orgId))).toMatchObject({ status: 409, code: 'CONFLICT' });
    // Unverified again: a new legal name applies at once.
    const renamed = await edit(owner.token, orgId, { name: 'Farmacia Renombrada' });
    expect(renamed.body.org).toMatchObject({ name: 'Farmacia Renombrada' });
  });

  it('refuses support, the owner, a bad reason, an unknown id and an admin who belongs to it', async () => {
    const { orgId, owner } = await approvedOrganization(stack, 'revoke-refused', false);
    expect(errorOf(await revoke(admins.support.token, orgId))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(errorOf(await revoke(owner.token, orgId))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    for (const body of [{ reason: '' }, { reason: 'x'.repeat(501) }, {}]) {
      expect(errorOf(await revoke(admins.superAdmin.token, orgId, body))).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        field: 'reason',
      });
    }
    expect(errorOf(await revoke(admins.superAdmin.token, 'no-such-organization'))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    const other = await approvedOrganization(stack, 'revoke-own', false);
    await addMember(stack, other.orgId, admins.superAdmin.userId, 'admin');
    expect(errorOf(await revoke(admins.superAdmin.token, other.orgId))).toMatchObject({
      status: 403,
      code: 'SELF_REVIEW_FORBIDDEN',
    });
    expect((await table.get(organizationKeys.profile(orgId)))?.verified).toBe(true);
    await drainStack(stack);
    expect((await mailsTo(stack, owner.email)).filter((m) => m.subject.includes('no longer approved'))).toEqual([]);
  });
});
