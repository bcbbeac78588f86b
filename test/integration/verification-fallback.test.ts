/**
 * Verified status follows its documents (issue 13): a verified user who replaces or deletes an
 * approved licence, and a verified organization whose pharmacy licence is replaced or deleted, fall
 * back as portal-and-admin §4 defines it, in the document's own transaction, audited on the owner.
 */
import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, type TestAccount } from '../support/accounts';
import {
  adminApi,
  approvedPharmacist,
  type DocumentRecord,
  documentsApi,
  files,
  type IndividualType,
} from '../support/document-fixtures';
import { accessTokenFor, DEMO } from '../support/local-clients';
import { adminOrganizationApi, organizationDocumentsApi } from '../support/organization-document-fixtures';
import { createOrganizationAs } from '../support/organization-fixture';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();
const adminToken = await accessTokenFor(stack, DEMO.admin);

const profileOf = (userId: string) => table.get({ PK: `USER#${userId}`, SK: 'PROFILE' });
const organizationOf = (orgId: string) => table.get({ PK: `ORG#${orgId}`, SK: 'PROFILE' });
const eventsOn = async (target: string) =>
  (await table.queryPartition(`AUDIT#${target}`)).filter((item) => item.action === 'verification_revoked');

/** A pharmacist with the four documents, the three licences approved, and final approval given. */
async function verifiedPharmacist(label: string) {
  const verified = await approvedPharmacist(stack, adminToken, label);
  expect(await profileOf(verified.account.userId)).toMatchObject({
    verified: true,
    verificationStatus: 'VERIFIED',
    activeModules: ['bookrx'],
  });
  return verified;
}

// Steps of one account's story, in order (also under --sequence.shuffle).
describe('a verified user loses an approved licence', { shuffle: false }, () => {
  let account: TestAccount;
  let docs: Record<IndividualType, DocumentRecord>;

  beforeAll(async () => {
    ({ account, docs } = await verifiedPharmacist('fallback-user'));
  });

  it('replacing it: not verified, PENDING, bookrx removed, audited; BookRx closes', async () => {
    const replaced = await documentsApi(stack, account.token).replace(
      docs.pharmacist_license.id,
      files.pdf('nueva-licencia.pdf'),
      'update',
    );
    expect(replaced.status).toBe('pending');
    // A later approval decides this file (file 2), not the one first approved.
    docs.pharmacist_license = replaced;
    const profile = await profileOf(account.userId);
    expect(profile).toMatchObject({
      verified: false,
      verificationStatus: 'PENDING',
      activeModules: [],
      GSI2PK: 'USERSTATUS#PENDING',
    });
    expect([...((profile?.approvedDocumentTypes as Set<string>) ?? [])].sort()).toEqual([
      'college_license',
      'pharmacy_certification',
    ]);
    const events = await eventsOn(`USER#${account.userId}`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: account.userId, documentId: docs.pharmacist_license.id });
    expect(String(events[0]?.reason)).toContain('pharmacist_license');

    const access = await api('POST', '/api/bookrx/access', { token: account.token, body: {} });
    expect(access.status).toBe(403);
    const own = await api('GET', '/api/profile', { token: account.token });
    expect(own.body.user).toMatchObject({ verified: false, verificationStatus: 'PENDING' });
  });

  it('approved again and re-approved, then deleting one: NOT_SUBMITTED', async () => {
    const admin = adminApi(stack, adminToken);
    await admin.approve(docs.pharmacist_license);
    await admin.approveUserOnceEligible(account.userId);
    expect(await profileOf(account.userId)).toMatchObject({ verified: true, verificationStatus: 'VERIFIED' });

    const deleted = await api('DELETE', `/api/documents/${docs.college_license.id}`, { token: account.token });
    expect(deleted.status).toBe(200);
    expect(await profileOf(account.userId)).toMatchObject({
      verified: false,
      verificationStatus: 'NOT_SUBMITTED',
      activeModules: [],
      GSI2PK: 'USERSTATUS#NOT_SUBMITTED',
    });
    expect(await eventsOn(`USER#${account.userId}`)).toHaveLength(2);
    // The admin's view of the user shows the event on the timeline.
    const detail = await api('GET', `/api/admin/users/${account.userId}`, { token: adminToken });
    expect(detail.status).toBe(200);
    const actions = (detail.body.timeline as { action: string }[]).map((event) => event.action);
    expect(actions).toContain('verification_revoked');
  });

  it('a licence that verification does not rest on changes nothing (driver licence)', async () => {
    const other = await verifiedPharmacist('fallback-dl');
    await adminApi(stack, adminToken).approve(other.docs.driver_license);
    const deleted = await api('DELETE', `/api/documents/${other.docs.driver_license.id}`, {
      token: other.account.token,
    });
    expect(deleted.status).toBe(200);
    expect(await profileOf(other.account.userId)).toMatchObject({ verified: true, verificationStatus: 'VERIFIED' });
    expect(await eventsOn(`USER#${other.account.userId}`)).toHaveLength(0);
  });
});

// Steps of one organization's story, in order (also under --sequence.shuffle).
describe('a verified organization loses its approved pharmacy licence', { shuffle: false }, () => {
  let owner: TestAccount;
  let orgId = '';
  let licence: DocumentRecord;

  async function verify() {
    const admin = adminOrganizationApi(stack, adminToken);
    await admin.approveDocument(licence);
    expect((await admin.approve(orgId)).status).toBe(200);
    const activated = await api('POST', `/api/organizations/${orgId}/activate-modules`, {
      token: owner.token,
      headers: { [ACTIVE_ORG_HEADER]: orgId },
      body: { modules: ['bookrx'] },
    });
    expect(activated.status, activated.text).toBe(200);
    expect(await organizationOf(orgId)).toMatchObject({
      verified: true,
      canSubscribe: true,
      activeModules: ['bookrx'],
    });
  }

  beforeAll(async () => {
    owner = await newAccount(stack, 'fallback-org');
    orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Revocada');
    licence = await organizationDocumentsApi(stack, owner.token, orgId).upload('pharmacy_license');
    await verify();
  });

  it('replacing it: not verified, cannot subscribe, BookRx removed, back on the pending list, audited', async () => {
    const replaced = await organizationDocumentsApi(stack, owner.token, orgId).replace(
      licence.id,
      files.pdf('licencia-farmacia-2.pdf'),
      'update',
    );
    expect(replaced.status).toBe('pending');
    licence = replaced;
    expect(await organizationOf(orgId)).toMatchObject({
      verified: false,
      canSubscribe: false,
      activeModules: [],
      GSI2PK: 'ORGSTATUS#pending',
    });
    const events = await eventsOn(`ORG#${orgId}`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: owner.userId, documentId: licence.id });
    const status = await api('GET', `/api/organizations/${orgId}/approval-status`, {
      token: owner.token,
      headers: { [ACTIVE_ORG_HEADER]: orgId },
    });
    expect(status.body).toMatchObject({ organization: { verified: false, canSubscribe: false } });
  });

  it('deleting it after a new approval: not verified again, audited', async () => {
    await verify();
    const deleted = await api('DELETE', `/api/documents/${licence.id}`, {
      token: owner.token,
      headers: { [ACTIVE_ORG_HEADER]: orgId },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await organizationOf(orgId)).toMatchObject({ verified: false, canSubscribe: false, activeModules: [] });
    expect(await eventsOn(`ORG#${orgId}`)).toHaveLength(2);
  });
});
