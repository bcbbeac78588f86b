/**
 * The document-verification loop through the API and real uploads to the local S3: upload (and a
 * fake PDF refused), submit, deny with a reason, resubmit, approve, final approval, BookRx access
 * and the approval e-mail. Then who may see what. The upload pipeline's edge cases (oversized
 * uploads, replayed and malformed S3 events, the pinned checked file) are in ./document-uploads.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, type TestAccount } from '../support/accounts';
import {
  adminApi,
  type DocumentRecord,
  documentsApi,
  eventually,
  files,
  type INDIVIDUAL_TYPES,
} from '../support/document-fixtures';
import { accessTokenFor, DEMO, waitForMail } from '../support/local-clients';
import { verifiedLink } from '../support/module-access';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();
const bucket = stack.env.DOCUMENTS_BUCKET ?? '';
let adminToken = '';

beforeAll(async () => {
  // The S3 helpers and the event handler imported below read the stack's environment.
  Object.assign(process.env, stack.env);
  adminToken = await accessTokenFor(stack, DEMO.admin);
});

const objectExists = async (key: string) => {
  const { headObject } = await import('../../functions/src/lib/aws/s3-objects');
  return (await headObject(bucket, key)) !== undefined;
};
const storedDocument = (id: string) => table.get({ PK: `DOC#${id}`, SK: 'DOC' });

// The steps of one pharmacist's verification, in order (also under --sequence.shuffle).
describe('the verification loop', { shuffle: false }, () => {
  let pharmacist: TestAccount;
  const docs = {} as Record<(typeof INDIVIDUAL_TYPES)[number], DocumentRecord>;

  beforeAll(async () => {
    pharmacist = await newAccount(stack, 'loop', { language: 'es' });
  });

  it('refuses a fake PDF with the spec message and removes the object', async () => {
    const mine = documentsApi(stack, pharmacist.token);
    const refused = await mine.upload('pharmacist_license', files.fakePdf());
    expect(refused).toMatchObject({ status: 'rejected', rejectionReason: 'File must be JPEG, PNG, or PDF' });
    const item = await storedDocument(refused.id);
    expect(String(item?.uploadKey)).toMatch(
      new RegExp(`^users/${pharmacist.userId}/documents/${refused.id}/[0-9a-f-]+$`),
    );
    expect(String(item?.uploadKey)).not.toContain('licencia');
    expect(await objectExists(String(item?.uploadKey))).toBe(false);
  });

  it('uploads the four documents (a real file replaces the refused one)', async () => {
    const mine = documentsApi(stack, pharmacist.token);
    docs.pharmacist_license = await mine.upload('pharmacist_license', files.pdf('licencia farmacéutico (1).pdf'));
    docs.college_license = await mine.upload('college_license', files.png());
    docs.pharmacy_certification = await mine.upload('pharmacy_certification', files.jpeg());
    for (const doc of Object.values(docs))
      expect(doc).toMatchObject({ status: 'pending', verified: false, denied: false });
    expect(docs.pharmacist_license.fileName).toBe('licencia farmacéutico (1).pdf');
  });

  it('refuses submission while a required document is missing, naming it', async () => {
    const response = await api('POST', '/api/documents/submit', { token: pharmacist.token });
    expect(response).toMatchObject({
      status: 400,
      body: {
        code: 'MISSING_REQUIRED_DOCUMENTS',
        error: "Please upload all required documents first: Driver's License",
      },
    });
  });

  it('submits for review: the user becomes PENDING', async () => {
    docs.driver_license = await documentsApi(stack, pharmacist.token).upload('driver_license', files.pdf('dl.pdf'));
    const response = await api('POST', '/api/documents/submit', { token: pharmacist.token });
    expect(response).toMatchObject({ status: 200, body: { verificationStatus: 'PENDING' } });
    const user = await table.get({ PK: `USER#${pharmacist.userId}`, SK: 'PROFILE' });
    expect(user).toMatchObject({ verificationStatus: 'PENDING', GSI2PK: 'USERSTATUS#PENDING' });
  });

  it('lets the admin view a document (audited) and deny one with a reason', async () => {
    const view = await api('GET', `/api/documents/${docs.college_license.id}/view`, { token: adminToken });
    expect(view.status).toBe(200);
    const file = await fetch(String(view.body.viewUrl));
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 4)
        .toString('hex'),
    ).toBe('89504e47');

    const missingReason = await adminApi(stack, adminToken).verify(docs.college_license.id, {
      verified: false,
      fileNumber: 1,
      denialReason: '   ',
    });
    expect(missingReason).toMatchObject({ status: 400, body: { error: 'Please provide a reason for denial' } });

    const denied = await adminApi(stack, adminToken).deny(docs.college_license, 'The scan is unreadable');
    expect(denied.body.document).toMatchObject({
      status: 'denied',
      denied: true,
      denialReason: 'The scan is unreadable',
    });
    const again = await adminApi(stack, adminToken)
      .approve(docs.college_license)
      .catch((e: Error) => e.message);
    expect(again).toContain('409');
  });

  it('shows the owner the reason; resubmitting needs a denied document', async () => {
    const mine = documentsApi(stack, pharmacist.token);
    expect(await mine.get(docs.college_license.id)).toMatchObject({ denialReason: 'The scan is unreadable' });
    const notDenied = await api('POST', `/api/documents/${docs.pharmacist_license.id}/resubmit`, {
      token: pharmacist.token,
      body: { fileName: 'x.pdf', contentType: 'application/pdf', size: 100 },
    });
    expect(notDenied).toMatchObject({
      status: 409,
      body: { code: 'NO_DENIED_DOCUMENT', error: 'No denied document found to resubmit' },
    });
    const submitWhileDenied = await api('POST', '/api/documents/submit', { token: pharmacist.token });
    expect(submitWhileDenied.body.error).toBe('Please upload all required documents first: College License');

    const firstKey = String((await storedDocument(docs.college_license.id))?.checkedKey);
    const resubmitted = await mine.replace(docs.college_license.id, files.png('clear-scan.png'), 'resubmit');
    expect(resubmitted).toMatchObject({ status: 'pending', denialReason: null, fileName: 'clear-scan.png' });
    // The review decides the resubmitted file: its record names file 2.
    expect(resubmitted.fileNumber).toBe(2);
    docs.college_license = resubmitted;
    // The denied file stays, as a version, for the audit.
    const versions = await table.queryPartition(`DOC#${docs.college_license.id}`);
    expect(versions.find((item) => item.SK === 'VERSION#0001')).toMatchObject({
      status: 'denied',
      denialReason: 'The scan is unreadable',
      checkedKey: firstKey,
    });
    expect(await objectExists(firstKey)).toBe(true);
  });

  it('keeps BookRx closed until final approval', async () => {
    const access = await api('POST', '/api/bookrx/access', { token: pharmacist.token, body: {} });
    expect(access).toMatchObject({
      status: 403,
      body: { error: 'Please complete document verification to access BookRx platform.' },
    });
    const profile = await api('GET', '/api/bookrx/profile', { token: pharmacist.token });
    expect(profile.body).toEqual({
      profile: {
        isApproved: false,
        totalShifts: 0,
        totalEarnings: 0,
        rating: 0,
        completedShifts: 0,
        bio: '',
        preferredRegions: [],
      },
    });
  });

  it('lists the user for final approval once the three licences are approved', async () => {
    const admin = adminApi(stack, adminToken);
    const early = await admin.approveUser(pharmacist.userId);
    expect(early).toMatchObject({ status: 409, body: { code: 'NOT_ELIGIBLE' } });
    for (const type of ['pharmacist_license', 'college_license', 'pharmacy_certification'] as const) {
      await admin.approve(docs[type]);
    }
    const listed = await eventually(() => admin.awaitingUser(pharmacist.userId));
    expect(listed.documents).toHaveLength(4);
  });

  it('gives final approval: verified, VERIFIED, bookrx; e-mail in the user’s language; BookRx opens', async () => {
    const approved = await adminApi(stack, adminToken).approveUser(pharmacist.userId);
    expect(approved).toMatchObject({
      status: 200,
      body: {
        user: { id: pharmacist.userId, verified: true, verificationStatus: 'VERIFIED', activeModules: ['bookrx'] },
      },
    });
    // The documents' approvals were e-mailed too (issue 25): this is the account's.
    const mail = await waitForMail(stack, pharmacist.email, (m) => m.subject.includes('BookRx'));
    expect(mail.subject).toBe('Su cuenta fue aprobada para BookRx');

    const access = await api('POST', '/api/bookrx/access', { token: pharmacist.token, body: { module: 'bookrx' } });
    expect(access.status).toBe(200);
    const url = String(access.body.accessUrl);
    expect(url.startsWith(`${stack.env.MODULE_URL_BOOKRX}?lunia_access=`)).toBe(true);
    expect(verifiedLink(stack, url, 'bookrx')).toMatchObject({ sub: pharmacist.userId, org: null });
    const profile = await api('GET', '/api/bookrx/profile', { token: pharmacist.token });
    expect(profile.body).toMatchObject({ profile: { isApproved: true } });

    // Off the final-approval list; approving again changes nothing and sends nothing.
    await eventually(async () => {
      return (await adminApi(stack, adminToken).awaitingUser(pharmacist.userId)) ? undefined : true;
    });
    expect((await adminApi(stack, adminToken).approveUser(pharmacist.userId)).status).toBe(200);
  });

  it('records the whole story on the timeline; admin names and views only for admins', async () => {
    const own = await api('GET', `/api/documents/${docs.college_license.id}/timeline`, { token: pharmacist.token });
    const actions = (own.body.events as { action: string }[]).map((e) => e.action).reverse();
    // The admin's view is not the owner's to watch live (issue 25): the decision is what they see.
    expect(actions).toEqual([
      'upload_requested',
      'file_accepted',
      'submitted_for_review',
      'denied',
      'resubmit_requested',
      'file_accepted',
      // The resubmitted file returns to review (issue 25).
      'submitted_for_review',
      'approved',
    ]);
    const denial = (own.body.events as { action: string; reason: string; actor: string; actorName: unknown }[]).find(
      (e) => e.action === 'denied',
    );
    expect(denial).toMatchObject({ actor: 'admin', actorName: null, reason: 'The scan is unreadable' });
    const asAdmin = await api('GET', `/api/documents/${docs.college_license.id}/timeline`, { token: adminToken });
    expect((asAdmin.body.events as { action: string }[]).map((e) => e.action)).toContain('viewed');
    const adminDenial = (asAdmin.body.events as { action: string; actorName: unknown }[]).find(
      (e) => e.action === 'denied',
    );
    // The name the reviewing admin has on their profile.
    const adminProfile = (await api('GET', '/api/profile', { token: adminToken })).body.user as {
      firstName: string;
      lastName: string;
    };
    expect(adminDenial?.actorName).toBe(`${adminProfile.firstName} ${adminProfile.lastName}`);
  });
});

describe('who may see a document', () => {
  let owner: TestAccount;
  let other: TestAccount;
  let doc: DocumentRecord;

  beforeAll(async () => {
    [owner, other] = await Promise.all([newAccount(stack, 'owner-a'), newAccount(stack, 'other-b')]);
    doc = await documentsApi(stack, owner.token).upload('pharmacist_license');
  });

  it('gives pharmacist B a 404 for everything on pharmacist A’s document', async () => {
    const declaration = { fileName: 'x.pdf', contentType: 'application/pdf', size: 100 };
    const attempts = [
      api('GET', `/api/documents/${doc.id}/view`, { token: other.token }),
      api('GET', `/api/documents/${doc.id}/download`, { token: other.token }),
      api('GET', `/api/documents/${doc.id}/timeline`, { token: other.token }),
      api('POST', `/api/documents/${doc.id}/resubmit`, { token: other.token, body: declaration }),
      api('PUT', `/api/documents/${doc.id}`, { token: other.token, body: declaration }),
      api('DELETE', `/api/documents/${doc.id}`, { token: other.token }),
      api('GET', '/api/documents/no-such-document/view', { token: other.token }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response, response.text).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND', error: 'Document not found.' },
      });
    }
    expect((await storedDocument(doc.id))?.status).toBe('pending');
  });

  it('gives the owner short-lived URLs, the download under the original name', async () => {
    const response = await api('GET', `/api/documents/${doc.id}/download`, { token: owner.token });
    expect(response.status).toBe(200);
    const expires = Date.parse(String(response.body.expiresAt)) - Date.now();
    expect(expires).toBeGreaterThan(60_000);
    expect(expires).toBeLessThanOrEqual(5 * 60_000);
    const file = await fetch(String(response.body.downloadUrl));
    expect(file.status).toBe(200);
    expect(decodeURIComponent(String(response.body.downloadUrl))).toContain('filename="licencia.pdf"');
  });

  it('lets the owner delete: record and object gone', async () => {
    // A document of its own: the other tests here read the shared one.
    const deleted = await documentsApi(stack, owner.token).upload('college_license');
    const key = String((await storedDocument(deleted.id))?.checkedKey);
    expect(await objectExists(key)).toBe(true);
    const response = await api('DELETE', `/api/documents/${deleted.id}`, { token: owner.token });
    expect(response).toMatchObject({ status: 200, body: { success: true } });
    expect(await storedDocument(deleted.id)).toBeUndefined();
    expect(await objectExists(key)).toBe(false);
    expect((await api('GET', `/api/documents/${deleted.id}/view`, { token: owner.token })).status).toBe(404);
  });
});
