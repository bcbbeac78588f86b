/**
 * Notification preferences and issue 25's loose ends, through the API against the local stack:
 * - the preferences round trip (defaults, PUT, the profile shows them) and bad input by field and code;
 * - an optional e-mail switched off is not sent (the invite-accepted notice to the inviter, an
 *   organization admin's document decision) while a required one still goes out, in the language
 *   chosen there (the owner's denial e-mail);
 * - a resubmitted document writes `submitted_for_review` again, on its timeline and its owner;
 * - changing the password and signing out everywhere are audited on the person.
 * Each test makes its own accounts and organization; reviews are done as the demo admin.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEventKeys } from '../../functions/src/data/keys';
import { newAccount, TEST_PASSWORD, type TestAccount } from '../support/accounts';
import { expectStatus, files, refOf } from '../support/document-fixtures';
import { drainStack } from '../support/drain';
import { inviteThroughApi } from '../support/invite-examples';
import { mailsTo, type StoredMail, waitForMail } from '../support/local-clients';
import { adminOrganizationApi, organizationDocumentsApi } from '../support/organization-document-fixtures';
import { addMember, createOrganizationAs } from '../support/organization-fixture';
import { demoStaffTokens, sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();

const ALL_ON = {
  inviteAccepted: true,
  earlyExpiryReminders: true,
  teamDocumentDecisions: true,
  documentReminders: true,
  ceReminders: true,
};
const setPreferences = (token: string, body: unknown) =>
  api('PUT', '/api/account/notification-preferences', { token, body });
const profileOf = async (token: string) =>
  (await api('GET', '/api/profile', { token })).body.user as { notificationPreferences: unknown; language: string };
const bodyOf = (mail: StoredMail) => mail.body.text ?? '';
const auditActions = async (targetType: 'USER' | 'ORG' | 'DOCUMENT', id: string) =>
  (await table.queryPartition(auditEventKeys.targetPartition(targetType, id))).map((event) => ({
    action: String(event.action),
    actorId: String(event.actorId),
  }));

describe('notification preferences', () => {
  it('start with every optional e-mail on, in the registration language, and round-trip', async () => {
    const person = await newAccount(stack, 'prefs-round-trip');
    expect((await profileOf(person.token)).notificationPreferences).toEqual({ language: 'en', emails: ALL_ON });

    const choice = { language: 'es', emails: { ...ALL_ON, inviteAccepted: false, earlyExpiryReminders: false } };
    const saved = await setPreferences(person.token, choice);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({ preferences: choice });
    const profile = await profileOf(person.token);
    expect(profile.notificationPreferences).toEqual(choice);
    expect(profile.language).toBe('es');
  });

  it('refuses bad input with the field and code, and keeps what was saved', async () => {
    const person = await newAccount(stack, 'prefs-bad-input');
    const cases: [unknown, string][] = [
      [{ language: 'en', emails: ALL_ON, newsletter: true }, 'newsletter'],
      [{ language: 'en', emails: { ...ALL_ON, passwordChanged: false } }, 'emails.passwordChanged'],
      [{ language: 'fr', emails: ALL_ON }, 'language'],
      [{ language: 'en', emails: { ...ALL_ON, inviteAccepted: 'no' } }, 'emails.inviteAccepted'],
      [{ language: 'en', emails: { ...ALL_ON, inviteAccepted: undefined } }, 'emails.inviteAccepted'],
      [{ language: 'en' }, 'emails'],
    ];
    for (const [body, field] of cases) {
      const refused = await setPreferences(person.token, body);
      expect(refused, JSON.stringify(body)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', field } });
    }
    expect((await profileOf(person.token)).notificationPreferences).toEqual({ language: 'en', emails: ALL_ON });
  });
});

describe('an organization whose people chose their e-mails', { shuffle: false }, () => {
  let owner: TestAccount;
  let orgAdmin: TestAccount;
  let joiner: TestAccount;
  let orgId: string;
  let adminToken: string;
  const orgName = `Farmacia Preferencias ${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    [owner, orgAdmin, joiner, { admin: adminToken }] = await Promise.all([
      newAccount(stack, 'prefs-owner', { firstName: 'Lucía' }),
      newAccount(stack, 'prefs-orgadmin', { firstName: 'Pedro' }),
      newAccount(stack, 'prefs-joiner', { firstName: 'Ana', lastName: 'Rivera' }),
      demoStaffTokens(stack),
    ]);
    orgId = await createOrganizationAs(stack, owner.token, orgName);
    await addMember(stack, orgId, orgAdmin.userId, 'admin');
    // The owner switches every optional e-mail off and reads e-mail in Spanish; the admin drops decisions.
    const offForOwner = Object.fromEntries(Object.keys(ALL_ON).map((email) => [email, false]));
    expectStatus(await setPreferences(owner.token, { language: 'es', emails: offForOwner }), 'owner prefs', 200);
    const offForAdmin = { ...ALL_ON, teamDocumentDecisions: false };
    expectStatus(await setPreferences(orgAdmin.token, { language: 'en', emails: offForAdmin }), 'admin prefs', 200);
  });

  it('does not tell the inviter who switched it off that the invitation was accepted', async () => {
    const inviteId = await inviteThroughApi(stack, { token: owner.token, orgId, email: joiner.email, role: 'member' });
    const invitation = await waitForMail(stack, joiner.email, (mail) => bodyOf(mail).includes(orgName));
    const token = /token=([A-Za-z0-9_-]+)/.exec(bodyOf(invitation))?.[1];
    const accepted = await api('POST', `/api/invitations/${inviteId}/accept`, { token: joiner.token, body: { token } });
    expect(accepted.status, accepted.text).toBe(200);
    await drainStack(stack);
    const toOwner = await mailsTo(stack, owner.email);
    expect(toOwner.filter((mail) => /accepted your invitation|aceptó su invitación/.test(bodyOf(mail)))).toEqual([]);
  });

  it('still sends the owner the required denial, in the chosen language, and spares the admin who opted out', async () => {
    const documents = organizationDocumentsApi(stack, owner.token, orgId);
    const licence = await documents.upload('pharmacy_license');
    expectStatus(await documents.submit(), 'submit organization documents', 200);
    const { id, fileNumber } = refOf(licence);
    const denied = await adminOrganizationApi(stack, adminToken).verify(id, {
      verified: false,
      fileNumber,
      denialReason: 'Expired stamp',
    });
    expect(denied.status, denied.text).toBe(200);
    const toOwner = await waitForMail(stack, owner.email, (mail) => mail.subject.includes('no fue aprobado'));
    expect(bodyOf(toOwner)).toContain('Motivo: Expired stamp');
    await drainStack(stack);
    const toAdmin = await mailsTo(stack, orgAdmin.email);
    expect(toAdmin.filter((mail) => bodyOf(mail).includes(orgName))).toEqual([]);
  });

  it('writes submitted_for_review again when the denied document is resubmitted', async () => {
    const documents = organizationDocumentsApi(stack, owner.token, orgId);
    const licence = (await documents.list()).find((doc) => doc.type === 'pharmacy_license');
    if (!licence) throw new Error('no licence');
    const before = (await auditActions('ORG', orgId)).filter((e) => e.action === 'submitted_for_review');
    expect(before).toHaveLength(1);
    const resubmitted = await documents.replace(licence.id, files.pdf(), 'resubmit');
    expect(resubmitted.status).toBe('pending');

    const timeline = await api('GET', `/api/documents/${licence.id}/timeline`, {
      token: owner.token,
      headers: { 'x-active-org-id': orgId },
    });
    const actions = (timeline.body.events as { action: string }[]).map((event) => event.action);
    // Newest first: the resubmission's events come before the denial, and the first submission's after it.
    const submitted = actions.flatMap((action, index) => (action === 'submitted_for_review' ? [index] : []));
    expect(submitted).toHaveLength(2);
    expect(submitted[0]).toBeLessThan(actions.indexOf('resubmit_requested'));
    expect(actions.indexOf('resubmit_requested')).toBeLessThan(actions.indexOf('denied'));
    const after = (await auditActions('ORG', orgId)).filter((e) => e.action === 'submitted_for_review');
    expect(after).toEqual([
      { action: 'submitted_for_review', actorId: owner.userId },
      { action: 'submitted_for_review', actorId: owner.userId },
    ]);
  });
});

describe('the account’s own security actions are audited on the person', () => {
  it('records signing out everywhere', async () => {
    const person = await newAccount(stack, 'audit-signout');
    expectStatus(await api('POST', '/api/account/sign-out-everywhere', { token: person.token }), 'sign out', 200);
    expect(await auditActions('USER', person.userId)).toContainEqual({
      action: 'signed_out_everywhere',
      actorId: person.userId,
    });
  });

  it('records a password change, and nothing for a refused one', async () => {
    const person = await newAccount(stack, 'audit-password');
    const refused = await api('POST', '/api/account/password', {
      token: person.token,
      body: { currentPassword: 'not-mine1!', newPassword: 'fresh-secret7#' },
    });
    expect(refused.status).toBe(400);
    expect((await auditActions('USER', person.userId)).map((e) => e.action)).not.toContain('password_changed');
    const changed = await api('POST', '/api/account/password', {
      token: person.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'fresh-secret7#' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await auditActions('USER', person.userId)).toContainEqual({
      action: 'password_changed',
      actorId: person.userId,
    });
  });
});
