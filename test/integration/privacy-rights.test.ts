/**
 * The privacy rights the privacy page promises (issue 25): "download my data" holds the person's
 * profile, memberships, documents (with working links), verification links, pharmacist-in-charge
 * roles and audit events and nothing of anyone else, matches its published JSON Schema
 * (docs/export-schema.json, issue 43), and is limited per hour; "delete my account" checks the password, refuses the only owner of an
 * organization, and otherwise removes the person (Cognito user, profile and claims, files, documents,
 * memberships, invitations, admin lookups) while their audit events stay under a pseudonym, e-mails a
 * confirmation, and frees the address for a new registration.
 */
import { readFileSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { auditEventKeys, inviteKeys, membershipKeys, organizationKeys, userKeys } from '../../functions/src/data/keys';
import { userLookupItemsOf } from '../../functions/src/data/user-lookup';
import { deletedUserPseudonym } from '../../functions/src/domain/account/deleted-user';
import { newAccount, registerConfirmed, signInWith, TEST_PASSWORD } from '../support/accounts';
import { documentsApi, files } from '../support/document-fixtures';
import { drainStack } from '../support/drain';
import { inviteThroughApi } from '../support/invite-examples';
import { mailsTo, uniqueEmail, waitForMail } from '../support/local-clients';
import { addMember, createOrganizationAs, locationPayload } from '../support/organization-fixture';
import { newPlatformAdmin } from '../support/platform-callers';
import { sharedStack } from '../support/shared-stack';
import { createLinkThroughApi } from '../support/verification-link-examples';

const { stack, api, table } = sharedStack();

const exportData = (token: string) => api('GET', '/api/account/data', { token });
const deleteAccount = (token: string, password: string) =>
  api('POST', '/api/account/deletion', { token, body: { password } });

interface ExportedData {
  profile: Record<string, unknown>;
  memberships: { orgId: string; organizationName: string | null; role: string }[];
  documents: { id: string; downloadUrl: string | null }[];
  verificationLinks: Record<string, unknown>[];
  pharmacistInCharge: Record<string, unknown>[];
  auditEvents: { action: string; actorId: string; targetId: string }[];
}

/** The export's published JSON Schema, compiled by an independent validator (Ajv, draft 2020-12). */
function exportSchemaValidator() {
  const schema = JSON.parse(readFileSync(new URL('../../docs/export-schema.json', import.meta.url), 'utf8'));
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats.default(ajv);
  return { ajv, validate: ajv.compile(schema) };
}

async function deleteProfileAndClaims(userId: string, email: string, luniaId: string) {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: stack.urls.dynamodb,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  for (const Key of [userKeys.profile(userId), userKeys.email(email), userKeys.luniaId(luniaId)]) {
    await db.send(new DeleteCommand({ TableName: stack.env.TABLE_NAME, Key }));
  }
}

const deletionMails = async (email: string) =>
  (await mailsTo(stack, email)).filter((mail) => /account was deleted|Se eliminó su cuenta/.test(mail.subject));

describe('download my data', () => {
  it('holds the profile, a membership, a document with a working link, verification links, pharmacist-in-charge roles and the audit events, nothing of another person; matches docs/export-schema.json', async () => {
    const [person, owner] = await Promise.all([newAccount(stack, 'export-person'), newAccount(stack, 'export-owner')]);
    const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Exportación');
    await addMember(stack, orgId, person.userId, 'member');
    // A licence awaiting review is enough to be named pharmacist in charge of a location.
    const document = await documentsApi(stack, person.token).upload('pharmacist_license', files.pdf());
    const asOwner = { token: owner.token, headers: { 'x-active-org-id': orgId } };
    const location = await api('POST', '/api/locations', { ...asOwner, body: locationPayload('Exportación Centro') });
    expect(location.status, location.text).toBe(201);
    const locationId = (location.body.location as { id: string }).id;
    const named = await api('PUT', `/api/locations/${locationId}/pharmacist-in-charge`, {
      ...asOwner,
      body: { memberId: person.userId },
    });
    expect(named.status, named.text).toBe(200);
    // Two verification links: one viewed once by an employer, one revoked.
    const viewed = await createLinkThroughApi(stack, person.token, { expiresInDays: 30, label: 'Farmacia Caribe' });
    const revoked = await createLinkThroughApi(stack, person.token, { expiresInDays: 7, label: 'Old employer' });
    expect((await api('GET', `/api/public/verifications/${viewed.token}`)).status).toBe(200);
    expect((await api('DELETE', `/api/verification-links/${revoked.id}`, { token: person.token })).status).toBe(200);

    const response = await exportData(person.token);
    expect(response.status, response.text).toBe(200);
    const data = response.body as unknown as ExportedData;
    expect(data.profile).toMatchObject({ id: person.userId, email: person.email });
    expect(data.profile).not.toHaveProperty('emailCode');
    expect(data.memberships).toEqual([
      expect.objectContaining({ orgId, organizationName: 'Farmacia Exportación', role: 'member' }),
    ]);
    const exported = data.documents.find((doc) => doc.id === document.id);
    expect(exported?.downloadUrl).toEqual(expect.any(String));
    expect((await fetch(exported?.downloadUrl ?? '')).status).toBe(200);
    // The upload's own events (about the document, by the person), newest first.
    expect(data.auditEvents.map((event) => event.action)).toEqual(expect.arrayContaining(['file_accepted']));
    const times = data.auditEvents.map((event) => String((event as { at?: unknown }).at));
    expect(times).toEqual([...times].sort().reverse());
    expect(data.verificationLinks).toEqual([
      expect.objectContaining({ id: revoked.id, label: 'Old employer', state: 'revoked', viewCount: 0 }),
      expect.objectContaining({
        id: viewed.id,
        label: 'Farmacia Caribe',
        state: 'active',
        expiresAt: viewed.expiresAt,
        viewCount: 1,
        createdAt: expect.any(String),
      }),
    ]);
    expect(response.text).not.toContain(viewed.token);
    expect(data.pharmacistInCharge).toEqual([
      { orgId, locationId, locationName: 'Exportación Centro', since: expect.any(String) },
    ]);
    expect(response.text).not.toContain(owner.userId);
    expect(response.text).not.toContain(owner.email);

    // The whole export matches its published schema, and the schema is not a blank cheque.
    const { ajv, validate } = exportSchemaValidator();
    expect(validate(response.body), ajv.errorsText(validate.errors)).toBe(true);
    expect(validate({ ...response.body, profile: { ...data.profile, secret: 'x' } })).toBe(false);
    expect(validate({ ...response.body, verificationLinks: [{ label: 'no state' }] })).toBe(false);

    // The export itself is audited, about the person and by the person, as the account's owner.
    const events = await table.queryPartition(auditEventKeys.targetPartition('USER', person.userId));
    expect(events.find((event) => event.action === 'data_exported')).toMatchObject({
      actorId: person.userId,
      actorRole: 'owner',
    });
  });

  it('records a platform admin’s own export with the admin role', async () => {
    const admin = await newPlatformAdmin(stack, 'support');
    const response = await exportData(admin.token);
    expect(response.status, response.text).toBe(200);
    const events = await table.queryPartition(auditEventKeys.targetPartition('USER', admin.userId));
    expect(events.find((event) => event.action === 'data_exported')).toMatchObject({
      actorId: admin.userId,
      actorRole: 'admin',
    });
  });

  it('allows three exports an hour, then answers 429 with Retry-After', async () => {
    const person = await newAccount(stack, 'export-limit');
    for (let i = 0; i < 3; i++) expect((await exportData(person.token)).status).toBe(200);
    const refused = await fetch(`${stack.urls.api}/api/account/data`, {
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe('DATA_EXPORT_LIMIT');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('delete my account', () => {
  it('refuses a wrong password with its code and field, and changes nothing', async () => {
    const person = await newAccount(stack, 'delete-wrong-password');
    const refused = await deleteAccount(person.token, 'not-mine1!');
    expect(refused).toMatchObject({ status: 400, body: { code: 'PASSWORD_INCORRECT', field: 'password' } });
    const profile = await table.get(userKeys.profile(person.userId));
    expect(profile).toMatchObject({ email: person.email });
    expect(profile).not.toHaveProperty('deletionStartedAt');
    expect(await signInWith(stack, person.email, TEST_PASSWORD)).toEqual(expect.any(String));
  });

  it('refuses the only owner of an organization with members, and changes nothing', async () => {
    const [owner, member] = await Promise.all([
      newAccount(stack, 'delete-sole-owner'),
      newAccount(stack, 'delete-sole-member'),
    ]);
    const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Única');
    await addMember(stack, orgId, member.userId, 'member');
    const refused = await deleteAccount(owner.token, TEST_PASSWORD);
    expect(refused).toMatchObject({ status: 409, body: { code: 'SOLE_OWNER' } });
    expect(await table.get(membershipKeys.item(orgId, owner.userId))).toMatchObject({ role: 'owner' });
    expect(await table.get(userKeys.profile(owner.userId))).not.toHaveProperty('deletionStartedAt');
    expect(await signInWith(stack, owner.email, TEST_PASSWORD)).toEqual(expect.any(String));
    await drainStack(stack);
    expect(await deletionMails(owner.email)).toEqual([]);
  });

  it('deletes the account right after the person deleted their organization, whatever the stream has done yet', async () => {
    const [owner, member] = await Promise.all([
      newAccount(stack, 'delete-after-org'),
      newAccount(stack, 'delete-after-org-member'),
    ]);
    const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Cerrada');
    await addMember(stack, orgId, member.userId, 'member');
    const removed = await api('DELETE', `/api/organizations/${orgId}`, {
      token: owner.token,
      headers: { 'x-active-org-id': orgId },
    });
    expect(removed.status, removed.text).toBe(200);
    // At once: the stream may not have marked the organization's memberships yet.
    const deleted = await deleteAccount(owner.token, TEST_PASSWORD);
    expect(deleted.status, deleted.text).toBe(200);
    await drainStack(stack);

    await expect(signInWith(stack, owner.email, TEST_PASSWORD)).rejects.toThrow();
    // Both memberships end as every membership of a deleted organization does: a record out of its user's list.
    for (const userId of [owner.userId, member.userId]) {
      const membership = await table.get(membershipKeys.item(orgId, userId));
      expect(membership).toMatchObject({ orgDeletedAt: expect.any(String) });
      expect(membership).not.toHaveProperty('GSI1PK');
    }
    expect(await table.get(organizationKeys.profile(orgId))).toMatchObject({ ownerCount: 1 });
  });

  it('finishes a deletion that stopped before the Cognito user went: run again, it removes the user', async () => {
    const person = await newAccount(stack, 'delete-again');
    // As a run that removed the profile and its claims, then failed before the last step, leaves it.
    const profile = await table.get(userKeys.profile(person.userId));
    await deleteProfileAndClaims(person.userId, person.email, String(profile?.luniaId));
    expect(await signInWith(stack, person.email, TEST_PASSWORD)).toEqual(expect.any(String));

    const again = await deleteAccount(person.token, TEST_PASSWORD);
    expect(again.status, again.text).toBe(200);
    await expect(signInWith(stack, person.email, TEST_PASSWORD)).rejects.toThrow();
  });

  it('removes the person and keeps their audit trail under a pseudonym; the address can register again', async () => {
    const [person, owner] = await Promise.all([
      newAccount(stack, 'delete-person'),
      newAccount(stack, 'delete-org-owner'),
    ]);
    const [orgId, otherOrgId] = await Promise.all([
      createOrganizationAs(stack, owner.token, 'Farmacia Despedida'),
      createOrganizationAs(stack, owner.token, 'Farmacia Invitante'),
    ]);
    await addMember(stack, orgId, person.userId, 'admin');
    // An invitation to the person (from another organization) and one the person sent as an admin.
    const inviteId = await inviteThroughApi(stack, { token: owner.token, orgId: otherOrgId, email: person.email });
    const sentInviteId = await inviteThroughApi(stack, { token: person.token, orgId, email: uniqueEmail('invitee') });
    const document = await documentsApi(stack, person.token).upload('driver_license', files.pdf());
    const link = ((await exportData(person.token)).body as unknown as ExportedData).documents.find(
      (doc) => doc.id === document.id,
    )?.downloadUrl;
    expect(link).toEqual(expect.any(String));
    await drainStack(stack);
    const profileBefore = await table.get(userKeys.profile(person.userId));
    const lookupKeys = userLookupItemsOf(profileBefore ?? {}).map(({ PK, SK }) => ({ PK, SK }));
    expect(lookupKeys.length).toBeGreaterThan(0);
    expect(await table.get(lookupKeys[0] as { PK: string; SK: string })).toBeDefined();

    const deleted = await deleteAccount(person.token, TEST_PASSWORD);
    expect(deleted.status, deleted.text).toBe(200);
    await drainStack(stack);

    await expect(signInWith(stack, person.email, TEST_PASSWORD)).rejects.toThrow();
    expect(await table.get(userKeys.profile(person.userId))).toBeUndefined();
    // Only the session policy, now the account's tombstone (issue 38: its tokens are refused for good), and
    // the stats item are left, its counts moved to zero by the stream (the platform counters follow it).
    const left = await table.queryPartition(`USER#${person.userId}`);
    expect(left.map((item) => item.SK)).toEqual(['SESSION', 'STATS']);
    expect(left.find((item) => item.SK === 'SESSION')).toMatchObject({ deletedAt: expect.any(String) });
    expect(left.find((item) => item.SK === 'STATS')).toMatchObject({ documentCount: 0, organizationCount: 0 });
    expect(await table.get(userKeys.email(person.email))).toBeUndefined();
    expect(await table.get(userKeys.luniaId(String(profileBefore?.luniaId)))).toBeUndefined();
    expect(await table.get(membershipKeys.item(orgId, person.userId))).toBeUndefined();
    expect(await table.get(inviteKeys.item(otherOrgId, inviteId))).toBeUndefined();
    expect(await table.get(inviteKeys.pendingClaim(otherOrgId, person.email))).toBeUndefined();
    expect(await table.get(inviteKeys.item(orgId, sentInviteId))).toMatchObject({ status: 'CANCELLED' });
    expect((await fetch(link ?? '')).status).toBe(404);
    for (const key of lookupKeys) expect(await table.get(key)).toBeUndefined();

    // The audit trail keeps its shape: the person's events carry the pseudonym and no name.
    const pseudonym = deletedUserPseudonym(person.userId);
    expect(await table.queryIndex('GSI1', auditEventKeys.actorPartition(person.userId))).toEqual([]);
    const documentEvents = await table.queryPartition(auditEventKeys.targetPartition('DOCUMENT', document.id));
    expect(documentEvents.map((event) => event.action)).toEqual(expect.arrayContaining(['file_accepted', 'deleted']));
    const byPerson = documentEvents.filter((event) => event.action === 'deleted');
    expect(byPerson).toEqual([expect.objectContaining({ actorId: pseudonym, actorName: null })]);
    const accountEvents = await table.queryPartition(auditEventKeys.targetPartition('USER', person.userId));
    expect(accountEvents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'account_deleted', actorId: pseudonym, actorRole: 'owner' }),
      ]),
    );
    const organizationEvents = await table.queryPartition(auditEventKeys.targetPartition('ORG', orgId));
    expect(organizationEvents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'member_removed', actorId: pseudonym, memberId: pseudonym }),
      ]),
    );
    expect(JSON.stringify([...documentEvents, ...accountEvents, ...organizationEvents])).not.toContain(person.email);

    // One confirmation, to the address that is now forgotten.
    const mail = await waitForMail(stack, person.email, (m) => /account was deleted/.test(m.subject));
    expect(mail.body.text).toContain('deleted at your request');
    expect(await deletionMails(person.email)).toHaveLength(1);

    // The address is free: a new registration, once its e-mailed code is entered (issue 38), is a new
    // account with it.
    const againId = await registerConfirmed(stack, person.email);
    expect(againId).not.toBe(person.userId);
    const claim = await table.get(userKeys.email(person.email));
    expect(claim?.userId).toBe(againId);
  });
});
