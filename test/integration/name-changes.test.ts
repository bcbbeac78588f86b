/**
 * A person's legal name locks at their first approved credential (issue 38), through the API against
 * the local emulators: before any approval the name is edited directly; once a licence of theirs is
 * approved by review the profile says so, a direct change is refused with its field and nothing
 * changes, and a new name is requested instead: held (the name on file and on the employer
 * verification page stay), shown to its owner, withdrawn, or approved or rejected with a reason by a
 * super admin in the back office's list (the person is e-mailed in their language). Every step is
 * audited; support, the person themself as admin, and strangers are refused. Every account here is
 * this file's own.
 */
import { describe, expect, it } from 'vitest';
import { auditEventKeys, userKeys } from '../../functions/src/data/keys';
import { newAccount } from '../support/accounts';
import { adminApi, documentsApi } from '../support/document-fixtures';
import { drainStack } from '../support/drain';
import { mailsTo, waitForMail } from '../support/local-clients';
import { lockIdentity } from '../support/name-change-examples';
import { newPlatformAdmin, platformAdminsBeforeAll } from '../support/platform-callers';
import { sharedStack } from '../support/shared-stack';
import { createLinkThroughApi } from '../support/verification-link-examples';

const { stack, api, table } = sharedStack();

const admins = platformAdminsBeforeAll(stack);

interface Profile {
  firstName: string;
  lastName: string;
  phone: string;
  nameLocked: boolean;
  pendingNameChange: { firstName: string; lastName: string; reason: string; requestedAt: string } | null;
}

const profileOf = async (token: string) => (await api('GET', '/api/profile', { token })).body.user as Profile;
const editProfile = (token: string, body: Record<string, unknown>) => api('PUT', '/api/profile', { token, body });
const requestName = (token: string, body: Record<string, unknown>) =>
  api('POST', '/api/profile/name-change', { token, body });
const withdrawName = (token: string) => api('DELETE', '/api/profile/name-change', { token });
const decide = (token: string, userId: string, decision: 'approve' | 'reject', body?: unknown) =>
  api('POST', `/api/admin/users/${userId}/name-change/${decision}`, { token, body });
const errorOf = (response: { status: number; body: Record<string, unknown> }) => ({
  status: response.status,
  code: response.body.code,
  field: response.body.field,
});
const actionsOf = async (userId: string) =>
  (await table.queryPartition(auditEventKeys.targetPartition('USER', userId))).filter((event) =>
    String(event.action).startsWith('name_change_'),
  );
/** The back office's list, page by page (other files' people may be on it too), or undefined without them. */
async function listedChangeOf(userId: string) {
  let cursor: string | undefined;
  for (let page = 0; page < 50; page++) {
    const query = new URLSearchParams({ limit: '50', ...(cursor ? { cursor } : {}) });
    const response = await api('GET', `/api/admin/name-changes?${query}`, { token: admins.support.token });
    expect(response.status, response.text).toBe(200);
    const changes = response.body.changes as { userId: string }[];
    const found = changes.find((change) => change.userId === userId);
    cursor = response.body.nextCursor as string | undefined;
    if (found || !cursor) return found as Record<string, unknown> | undefined;
  }
  return undefined;
}

/** A fresh person whose pharmacist licence was approved by review (the real path that locks the name). */
async function personWithApprovedLicence(label: string, overrides: Record<string, unknown> = {}) {
  const person = await newAccount(stack, label, overrides);
  const licence = await documentsApi(stack, person.token).upload('pharmacist_license');
  await adminApi(stack, admins.superAdmin.token).approve(licence);
  return { person, licence };
}

const NEW_NAME = { firstName: 'Lucía', lastName: 'Rivera Soto', reason: 'Married in 2026' };

describe('the lock', () => {
  it('before any approved credential the name is edited directly, and nothing is requested', async () => {
    const person = await newAccount(stack, 'name-unlocked');
    expect(await profileOf(person.token)).toMatchObject({ nameLocked: false, pendingNameChange: null });
    const refused = await requestName(person.token, NEW_NAME);
    expect(errorOf(refused)).toEqual({ status: 409, code: 'NAME_NOT_LOCKED', field: undefined });
    expect(await actionsOf(person.userId)).toEqual([]);
    const edited = await editProfile(person.token, { firstName: 'Lucía', lastName: 'Otero', phone: '787-555-0101' });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.user).toMatchObject({ firstName: 'Lucía', lastName: 'Otero', nameLocked: false });
  });

  it('the first approved licence locks it: each name field is refused with its field, the phone still changes', async () => {
    const { person } = await personWithApprovedLicence('name-locked');
    const before = await profileOf(person.token);
    expect(before).toMatchObject({ nameLocked: true, pendingNameChange: null });
    const item = await table.get(userKeys.profile(person.userId));
    expect(item?.identityLockedAt).toEqual(expect.any(String));
    const names = { firstName: before.firstName, lastName: before.lastName };
    for (const [field, body] of [
      ['firstName', { ...names, firstName: 'Otra' }],
      ['lastName', { ...names, lastName: 'Otro Apellido' }],
    ] as const) {
      const refused = await editProfile(person.token, { ...body, phone: '787-555-0177' });
      expect(errorOf(refused)).toEqual({ status: 409, code: 'VERIFIED_NAME_LOCKED', field });
    }
    expect(await profileOf(person.token)).toMatchObject({ ...names, phone: before.phone });
    const phoneOnly = await editProfile(person.token, { ...names, phone: '787-555-0177' });
    expect(phoneOnly.status, phoneOnly.text).toBe(200);
    expect(phoneOnly.body.user).toMatchObject({ ...names, phone: '787-555-0177', nameLocked: true });
  });

  it('stays locked once the approved licence is deleted', async () => {
    const { person, licence } = await personWithApprovedLicence('name-sticky');
    const deleted = await api('DELETE', `/api/documents/${licence.id}`, { token: person.token });
    expect(deleted.status, deleted.text).toBe(200);
    const refused = await editProfile(person.token, { firstName: 'Otra', lastName: 'Rivera', phone: '787-555-0199' });
    expect(errorOf(refused)).toEqual({ status: 409, code: 'VERIFIED_NAME_LOCKED', field: 'firstName' });
    expect(await profileOf(person.token)).toMatchObject({ nameLocked: true });
  });
});

describe('requesting a new name', () => {
  it('names the field of bad input, refuses the name on file, and holds nothing', async () => {
    const { person } = await personWithApprovedLicence('name-bad-input');
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ ...NEW_NAME, reason: '  ' }, 400, 'VALIDATION_FAILED', 'reason'],
      [{ ...NEW_NAME, reason: 'x'.repeat(501) }, 400, 'VALIDATION_FAILED', 'reason'],
      [{ ...NEW_NAME, firstName: '' }, 400, 'VALIDATION_FAILED', 'firstName'],
      [{ ...NEW_NAME, lastName: 'x'.repeat(201) }, 400, 'VALIDATION_FAILED', 'lastName'],
      // A name is a name (issue 39): no link, address or formula.
      [{ ...NEW_NAME, lastName: 'Soporte www.lunia-soporte.example' }, 400, 'VALIDATION_FAILED', 'lastName'],
      [{ ...NEW_NAME, firstName: '=HYPERLINK("x")' }, 400, 'VALIDATION_FAILED', 'firstName'],
      [{ firstName: 'Lucía', lastName: 'Rivera', reason: 'Same' }, 400, 'NAME_UNCHANGED', 'firstName'],
    ];
    for (const [body, status, code, field] of cases) {
      expect(errorOf(await requestName(person.token, body)), JSON.stringify(body)).toEqual({ status, code, field });
    }
    expect(await profileOf(person.token)).toMatchObject({ pendingNameChange: null });
    expect(await actionsOf(person.userId)).toEqual([]);
  });

  it('holds it: the name on file and on the verification page stay, the owner sees it, then withdraws it', async () => {
    const { person } = await personWithApprovedLicence('name-withdraw');
    const link = await createLinkThroughApi(stack, person.token, { expiresInDays: 5, label: 'Farmacia Empleo' });
    const held = await requestName(person.token, NEW_NAME);
    expect(held.status, held.text).toBe(200);
    expect(held.body.user).toMatchObject({
      firstName: 'Lucía',
      lastName: 'Rivera',
      nameLocked: true,
      pendingNameChange: { ...NEW_NAME, requestedAt: expect.any(String) },
    });
    expect(await profileOf(person.token)).toMatchObject({ pendingNameChange: NEW_NAME });
    const page = await api('GET', `/api/public/verifications/${link.token}`);
    expect(page.body.verification).toMatchObject({ name: 'Lucía Rivera' });
    expect(await listedChangeOf(person.userId)).toMatchObject({
      current: { firstName: 'Lucía', lastName: 'Rivera' },
      proposed: NEW_NAME,
    });
    const withdrawn = await withdrawName(person.token);
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.body.user).toMatchObject({ firstName: 'Lucía', lastName: 'Rivera', pendingNameChange: null });
    expect(await listedChangeOf(person.userId)).toBeUndefined();
    const again = await withdrawName(person.token);
    expect(again.status, again.text).toBe(200);
    const actions = await actionsOf(person.userId);
    expect(actions.map((event) => event.action).sort()).toEqual(['name_change_requested', 'name_change_withdrawn']);
    expect(actions.find((event) => event.action === 'name_change_requested')).toMatchObject({
      actorId: person.userId,
      actorRole: 'owner',
      reason: 'Married in 2026',
      changedFields: ['lastName'],
    });
  });

  it('a new request replaces the one held', async () => {
    const { person } = await personWithApprovedLicence('name-replace');
    expect((await requestName(person.token, NEW_NAME)).status).toBe(200);
    const second = { firstName: 'Lucy', lastName: 'Rivera', reason: 'Legal first name' };
    const replaced = await requestName(person.token, second);
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.user).toMatchObject({ pendingNameChange: second });
    expect(await listedChangeOf(person.userId)).toMatchObject({ proposed: second });
  });
});

describe('a super admin decides', () => {
  it('approves: the name becomes the person’s (account, verification page), e-mailed in Spanish, audited', async () => {
    const { person } = await personWithApprovedLicence('name-approve', { language: 'es' });
    const link = await createLinkThroughApi(stack, person.token, { expiresInDays: 5, label: 'Farmacia Empleo' });
    expect((await requestName(person.token, NEW_NAME)).status).toBe(200);
    const approved = await decide(admins.superAdmin.token, person.userId, 'approve');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toEqual({ userId: person.userId, firstName: 'Lucía', lastName: 'Rivera Soto' });
    expect(await profileOf(person.token)).toMatchObject({
      firstName: 'Lucía',
      lastName: 'Rivera Soto',
      nameLocked: true,
      pendingNameChange: null,
    });
    const page = await api('GET', `/api/public/verifications/${link.token}`);
    expect(page.body.verification).toMatchObject({ name: 'Lucía Rivera Soto' });
    const mail = await waitForMail(stack, person.email, (m) => m.subject === 'Su nombre se actualizó en Lunia');
    expect(mail.body.text).toContain('ahora muestran Lucía Rivera Soto');
    expect((await actionsOf(person.userId)).find((event) => event.action === 'name_change_approved')).toMatchObject({
      actorId: admins.superAdmin.userId,
      actorRole: 'admin',
      reason: 'Lucía Rivera → Lucía Rivera Soto',
      changedFields: ['lastName'],
    });
    expect(await listedChangeOf(person.userId)).toBeUndefined();
    // Decided: nothing left to decide, and a form opened before the approval cannot put the old name back.
    expect(errorOf(await decide(admins.superAdmin.token, person.userId, 'approve'))).toEqual({
      status: 409,
      code: 'CONFLICT',
      field: undefined,
    });
    const stale = await editProfile(person.token, { firstName: 'Lucía', lastName: 'Rivera', phone: '787-555-0199' });
    expect(errorOf(stale)).toEqual({ status: 409, code: 'VERIFIED_NAME_LOCKED', field: 'lastName' });
  });

  it('rejects with a reason: the name on file stays, e-mailed with the reason, audited', async () => {
    const { person } = await personWithApprovedLicence('name-reject');
    expect((await requestName(person.token, NEW_NAME)).status).toBe(200);
    const noReason = await decide(admins.superAdmin.token, person.userId, 'reject', { reason: ' ' });
    expect(errorOf(noReason)).toEqual({ status: 400, code: 'VALIDATION_FAILED', field: 'reason' });
    expect(await profileOf(person.token)).toMatchObject({ pendingNameChange: NEW_NAME });
    const rejected = await decide(admins.superAdmin.token, person.userId, 'reject', {
      reason: 'The licence shows another name',
    });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body).toEqual({ userId: person.userId, firstName: 'Lucía', lastName: 'Rivera' });
    expect(await profileOf(person.token)).toMatchObject({
      firstName: 'Lucía',
      lastName: 'Rivera',
      pendingNameChange: null,
    });
    const mail = await waitForMail(stack, person.email, (m) => m.subject === 'Your name change was not approved');
    expect(mail.body.text).toContain('Reason: The licence shows another name');
    expect((await actionsOf(person.userId)).find((event) => event.action === 'name_change_rejected')).toMatchObject({
      actorId: admins.superAdmin.userId,
      actorRole: 'admin',
      reason: 'The licence shows another name',
    });
  });

  it('refuses support (403), the admin’s own account (403), an unknown person (404) and a withdrawn change (409)', async () => {
    const { person } = await personWithApprovedLicence('name-refusals');
    expect((await requestName(person.token, NEW_NAME)).status).toBe(200);
    expect(errorOf(await decide(admins.support.token, person.userId, 'approve'))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(errorOf(await decide(person.token, person.userId, 'approve'))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    const unknown = await decide(admins.superAdmin.token, '00000000-0000-4000-8000-000000000000', 'approve');
    expect(errorOf(unknown)).toEqual({ status: 404, code: 'NOT_FOUND', field: undefined });

    const ownAdmin = await newPlatformAdmin(stack, 'super_admin');
    await lockIdentity(stack, ownAdmin.userId);
    expect((await requestName(ownAdmin.token, { ...NEW_NAME, firstName: 'Adrián' })).status).toBe(200);
    const own = await decide(ownAdmin.token, ownAdmin.userId, 'approve');
    expect(errorOf(own)).toEqual({ status: 403, code: 'SELF_REVIEW_FORBIDDEN', field: undefined });

    expect((await withdrawName(person.token)).status).toBe(200);
    const gone = await decide(admins.superAdmin.token, person.userId, 'reject', { reason: 'Too late' });
    expect(errorOf(gone)).toEqual({ status: 409, code: 'CONFLICT', field: undefined });
    await drainStack(stack);
    expect((await mailsTo(stack, person.email)).filter((m) => /name change|cambio de nombre/i.test(m.subject))).toEqual(
      [],
    );
    expect((await profileOf(person.token)).lastName).toBe('Rivera');
  });
});
