/**
 * The status fallback of an expired required licence (issue 14): on reads at once (profile, BookRx,
 * the admin's list, the organization), recorded once by the daily job (audited with the date), and
 * lifted by a renewed licence going through review. The rest of licence expiry is in
 * ./document-expiry.test.ts.
 */
import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import { addDays, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDocument, toItem } from '../../functions/src/data/documents';
import type { TestAccount } from '../support/accounts';
import {
  approvedPharmacist,
  type DocumentRecord,
  documentsApi,
  eventually,
  files,
  type IndividualType,
  postToS3,
  type UploadSlot,
} from '../support/document-fixtures';
import { declaration } from '../support/expiry-fixtures';
import { accessTokenFor, DEMO } from '../support/local-clients';
import { organizationDocumentsApi } from '../support/organization-document-fixtures';
import { organizationFixture } from '../support/organization-fixture';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();
const adminToken = await accessTokenFor(stack, DEMO.admin);
const today = puertoRicoToday();

const correct = (documentId: string, expiresOn: string, token = adminToken) =>
  api('PUT', `/api/admin/documents/${documentId}/expiry`, { token, body: { expiresOn } });
const profileItem = (userId: string) => table.get({ PK: `USER#${userId}`, SK: 'PROFILE' });

// Steps of one account's story, in order (also under --sequence.shuffle): the licence dated
// yesterday, then the job.
describe('an expired required licence', { shuffle: false }, () => {
  let account: TestAccount;
  let docs: Record<IndividualType, DocumentRecord>;

  /** A pharmacist taken through the whole loop to full approval (BookRx active). */
  const approvedAccount = () => approvedPharmacist(stack, adminToken, 'expiry-fallback');

  const revocations = async () =>
    (await table.queryPartition(`AUDIT#USER#${account.userId}`)).filter(
      (item) => item.action === 'verification_revoked',
    );

  beforeAll(async () => {
    ({ account, docs } = await approvedAccount());
  });

  /**
   * Dates the licence yesterday and checks the reads; 'job ran' when the daily job recorded the
   * fallback meanwhile (another file may run it: it goes over every document), which leaves the
   * reads nothing of their own to show.
   */
  async function readsFallBack(): Promise<'checked' | 'job ran'> {
    // Time passes: the licence's date is now yesterday (written as the table would hold it).
    const stored = await getDocument(docs.pharmacist_license.id);
    if (!stored) throw new Error('document not found');
    const yesterday = addDays(today, -1);
    await table.put(toItem({ ...stored, expiresOn: yesterday }));
    const profile = await eventually(async () => {
      const response = await api('GET', '/api/profile', { token: account.token });
      return (response.body.expiredRequiredDocuments as unknown[]).length > 0 ? response.body : undefined;
    });
    expect(profile.expiredRequiredDocuments).toEqual([
      { documentId: docs.pharmacist_license.id, type: 'pharmacist_license', expiresOn: yesterday },
    ]);
    expect(profile.user).toMatchObject({ verified: false, verificationStatus: 'NOT_SUBMITTED' });
    expect((profile.user as { activeModules: string[] }).activeModules).not.toContain('bookrx');
    // Not recorded yet: the stored profile is still verified until the job runs.
    const item = await profileItem(account.userId);
    if (item?.verified !== true && (await revocations()).length > 0) return 'job ran';
    expect(item).toMatchObject({ verified: true, verificationStatus: 'VERIFIED' });
    // BookRx refuses as it does for an unverified account (use-cases/bookrx/create-bookrx-access-url.ts).
    const bookrx = await api('POST', '/api/bookrx/access', { token: account.token, body: { module: 'bookrx' } });
    expect({ status: bookrx.status, code: bookrx.body.code }, bookrx.text).toEqual({
      status: 403,
      code: 'VERIFICATION_REQUIRED',
    });
    // The admin list shows the date and no eligibility.
    const row = await api('GET', `/api/admin/users/${account.userId}`, { token: adminToken });
    expect(row.body.user).toMatchObject({ nextExpiresOn: yesterday });
    return 'checked';
  }

  it('makes access fall back on reads at once, before the job ran', async () => {
    for (let attempt = 1; (await readsFallBack()) === 'job ran'; attempt++) {
      if (attempt >= 3) throw new Error('The daily job ran during each attempt: the reads were never alone');
      ({ account, docs } = await approvedAccount());
    }
  }, 60_000);

  it('the job records the fallback once, audited with the date, and the renewed licence goes to review', async () => {
    // Other files may run the job too: what matters is this account's record, whichever run made it.
    const first = await api('POST', '/api/admin/maintenance/expiry-check', { token: adminToken });
    expect(first.status, first.text).toBe(200);
    expect(await profileItem(account.userId)).toMatchObject({
      verified: false,
      verificationStatus: 'NOT_SUBMITTED',
      activeModules: [],
    });
    const recorded = [
      expect.objectContaining({
        actorRole: 'system',
        reason: `Pharmacist License expired on ${addDays(today, -1)}`,
        documentId: docs.pharmacist_license.id,
      }),
    ];
    expect(await revocations()).toEqual(recorded);
    const second = await api('POST', '/api/admin/maintenance/expiry-check', { token: adminToken });
    expect(second.status, second.text).toBe(200);
    expect(await revocations()).toEqual(recorded);
    // Renewal: the new file with its new date goes through review as usual.
    const renewed = await api('PUT', `/api/documents/${docs.pharmacist_license.id}`, {
      token: account.token,
      body: declaration({ expiresOn: addDays(today, 700) }),
    });
    expect(renewed.status, renewed.text).toBe(200);
    await postToS3((renewed.body as unknown as UploadSlot).upload, files.pdf());
    const pending = await documentsApi(stack, account.token).settled(docs.pharmacist_license.id);
    expect(pending).toMatchObject({ status: 'pending', expiresOn: addDays(today, 700) });
    const profile = await eventually(async () => {
      const response = await api('GET', '/api/profile', { token: account.token });
      return (response.body.expiredRequiredDocuments as unknown[]).length === 0 ? response.body : undefined;
    });
    expect(profile.user).toMatchObject({ verified: false });
  });

  it('shows an organization its expired pharmacy licence (GET /api/organizations/{orgId})', async () => {
    const fixture = await organizationFixture(stack);
    const orgDocs = organizationDocumentsApi(stack, fixture.accounts.owner.token, fixture.orgId);
    const licence = await orgDocs.ensureWithFile('pharmacy_license');
    expect((await correct(licence.id, addDays(today, -2))).status).toBe(200);
    const org = await eventually(async () => {
      const response = await api('GET', `/api/organizations/${fixture.orgId}`, {
        token: fixture.accounts.member.token,
        headers: { [ACTIVE_ORG_HEADER]: fixture.orgId },
      });
      expect(response.status, response.text).toBe(200);
      const listed = (response.body.org as { expiredRequiredDocuments: unknown[] }).expiredRequiredDocuments;
      return listed.length > 0 ? listed : undefined;
    });
    expect(org).toEqual([{ documentId: licence.id, type: 'pharmacy_license', expiresOn: addDays(today, -2) }]);
    // Corrected back to a future date, it is no longer listed.
    expect((await correct(licence.id, addDays(today, 300))).status).toBe(200);
    await eventually(async () => {
      const response = await api('GET', `/api/organizations/${fixture.orgId}`, {
        token: fixture.accounts.member.token,
        headers: { [ACTIVE_ORG_HEADER]: fixture.orgId },
      });
      return (response.body.org as { expiredRequiredDocuments: unknown[] }).expiredRequiredDocuments.length === 0
        ? true
        : undefined;
    });
  });
});
