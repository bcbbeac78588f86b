/**
 * Organization documents and the admin side of organizations (issue 10): the organization's upload
 * through the same presigned-POST pipeline, who in the organization may do what, documents looked up
 * under the active organization only, the organization review queue and decisions, the approval of
 * an organization (race-safe, audited, its owner e-mailed once in their language) and the approval
 * screen's list.
 */
import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, type TestAccount } from '../support/accounts';
import { type DocumentRecord, documentsApi, files } from '../support/document-fixtures';
import { drainStack } from '../support/drain';
import { mailsTo, type StoredMail, tableClient, waitForMail } from '../support/local-clients';
import { adminOrganizationApi, organizationDocumentsApi } from '../support/organization-document-fixtures';
import { addMember, createOrganizationAs } from '../support/organization-fixture';
import { demoStaffTokens, sharedStack } from '../support/shared-stack';

const { stack, api } = sharedStack();
const { admin: adminToken, support: supportToken } = await demoStaffTokens(stack);

interface Team {
  owner: TestAccount;
  orgAdmin: TestAccount;
  member: TestAccount;
  orgId: string;
}

async function newTeam(label: string, ownerOverrides: Record<string, unknown> = {}): Promise<Team> {
  const [owner, orgAdmin, member] = await Promise.all([
    newAccount(stack, `${label}-owner`, ownerOverrides),
    newAccount(stack, `${label}-admin`),
    newAccount(stack, `${label}-member`),
  ]);
  const orgId = await createOrganizationAs(stack, owner.token, `Farmacia ${label}`, {
    contactEmail: `${label}@farmacia.example.com`,
  });
  await addMember(stack, orgId, orgAdmin.userId, 'admin');
  await addMember(stack, orgId, member.userId, 'member');
  return { owner, orgAdmin, member, orgId };
}

describe('organization documents', () => {
  let team: Team;
  let licence: DocumentRecord;

  // The pharmacy licence the tests below read (none of them decides it or changes its file).
  beforeAll(async () => {
    team = await newTeam('orgdocs');
    licence = await organizationDocumentsApi(stack, team.owner.token, team.orgId).upload('pharmacy_license');
  });

  it('uploads the pharmacy licence through the presigned POST and the upload check', async () => {
    expect(licence).toMatchObject({
      type: 'pharmacy_license',
      context: 'organization',
      status: 'pending',
      orgId: team.orgId,
    });
    // It is the organization's document, not the owner's.
    expect((await documentsApi(stack, team.owner.token).list()).map((doc) => doc.id)).not.toContain(licence.id);
  });

  it('rejects a fake PDF in organization context as for individuals', async () => {
    const doc = await organizationDocumentsApi(stack, team.owner.token, team.orgId).upload(
      'state_registry',
      files.fakePdf(),
    );
    expect(doc).toMatchObject({ status: 'rejected', rejectionReason: 'File must be JPEG, PNG, or PDF' });
  });

  it('takes organization types only, and individual routes take individual types only', async () => {
    const wrong = await organizationDocumentsApi(stack, team.owner.token, team.orgId).requestUpload('driver_license');
    expect(wrong).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', error: 'This document type is for individuals.' },
    });
    const individual = await api('POST', '/api/documents/uploads', {
      token: team.owner.token,
      body: { type: 'pharmacy_license', fileName: 'a.pdf', contentType: 'application/pdf', size: 10 },
    });
    expect(individual.body).toMatchObject({ error: 'This document type is for organizations.' });
  });

  it('lets every member see the status; only the owner and admins change or open the files', async () => {
    const asMember = organizationDocumentsApi(stack, team.member.token, team.orgId);
    expect((await asMember.list()).map((doc) => [doc.id, doc.status])).toContainEqual([licence.id, 'pending']);
    const upload = await asMember.requestUpload('biological_license');
    expect(upload).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    for (const [method, path] of [
      ['PUT', `/api/documents/${licence.id}`],
      ['DELETE', `/api/documents/${licence.id}`],
      ['GET', `/api/documents/${licence.id}/view`],
    ] as const) {
      const response = await asMember.call(
        method,
        path,
        method === 'PUT' ? { fileName: 'x.pdf', contentType: 'application/pdf', size: 10 } : undefined,
      );
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await asMember.submit()).status).toBe(403);
    // An admin of the organization may open it.
    const view = await organizationDocumentsApi(stack, team.orgAdmin.token, team.orgId).call(
      'GET',
      `/api/documents/${licence.id}/view`,
    );
    expect(view.status).toBe(200);
    // And someone outside it may not even list.
    const outsider = await newAccount(stack, 'orgdocs-outsider');
    const list = await api('GET', `/api/organizations/${team.orgId}/documents`, { token: outsider.token });
    expect(list).toMatchObject({ status: 403, body: { code: 'NOT_A_MEMBER' } });
  });

  it("finds a document only under its own organization: org A's id with org B active is not found", async () => {
    // The owner owns a second organization too; naming it (or none) never reaches the first one's document.
    const otherOrgId = await createOrganizationAs(stack, team.owner.token, 'Farmacia Otra');
    const owner = organizationDocumentsApi(stack, team.owner.token, team.orgId);
    const declaration = { fileName: 'x.pdf', contentType: 'application/pdf', size: 10 };
    for (const [method, path, body] of [
      ['PUT', `/api/documents/${licence.id}`, declaration],
      ['POST', `/api/documents/${licence.id}/resubmit`, declaration],
      ['DELETE', `/api/documents/${licence.id}`, undefined],
      ['GET', `/api/documents/${licence.id}/view`, undefined],
      ['GET', `/api/documents/${licence.id}/timeline`, undefined],
    ] as const) {
      const foreign = await owner.call(method, path, body, otherOrgId);
      expect(foreign.status, `${method} ${path} with another organization active`).toBe(404);
      const none = await api(method, path, { token: team.owner.token, body });
      expect(none.status, `${method} ${path} with no organization active`).toBe(404);
    }
    expect((await owner.list()).find((doc) => doc.id === licence.id)?.status).toBe('pending');
  });

  it('updates, deletes and times an organization document with the organization active', async () => {
    const asAdmin = organizationDocumentsApi(stack, team.orgAdmin.token, team.orgId);
    const doc = await asAdmin.upload('business_license');
    const updated = await asAdmin.replace(doc.id, files.png(), 'update');
    expect(updated).toMatchObject({ status: 'pending', fileName: 'scan.png' });
    const timeline = await asAdmin.call('GET', `/api/documents/${doc.id}/timeline`);
    expect((timeline.body.events as { action: string }[]).map((e) => e.action)).toContain('file_replace_requested');
    expect((await asAdmin.call('DELETE', `/api/documents/${doc.id}`)).status).toBe(200);
    expect((await asAdmin.list()).map((d) => d.id)).not.toContain(doc.id);
  });

  it('submits for review only with the pharmacy licence, and records it on the organization', async () => {
    const fresh = await newTeam('orgsubmit');
    const owner = organizationDocumentsApi(stack, fresh.owner.token, fresh.orgId);
    const missing = await owner.submit();
    expect(missing).toMatchObject({
      status: 400,
      body: {
        code: 'MISSING_REQUIRED_DOCUMENTS',
        error: 'Please upload all required documents first: Pharmacy License',
      },
    });
    await owner.upload('pharmacy_license');
    const submitted = await owner.submit();
    expect(submitted).toMatchObject({ status: 200, body: { verificationStatus: 'pending_verification' } });
    const audit = await tableClient(stack).queryPartition(`AUDIT#ORG#${fresh.orgId}`);
    expect(audit.map((event) => event.action)).toContain('submitted_for_review');
  });
});

describe('the organization review queue and decisions', () => {
  let team: Team;
  let licence: DocumentRecord;

  beforeAll(async () => {
    team = await newTeam('orgqueue');
    licence = await organizationDocumentsApi(stack, team.owner.token, team.orgId).upload('pharmacy_license');
  });

  it('lists organization documents with the organization as owner, apart from individual ones', async () => {
    const admin = adminOrganizationApi(stack, adminToken);
    const page = await admin.list({ status: 'pending', search: 'farmacia orgqueue', limit: '10' });
    expect(page.status).toBe(200);
    const found = (page.body.documents as DocumentRecord[]).find((doc) => doc.id === licence.id);
    expect(found).toMatchObject({
      context: 'organization',
      org: { name: 'Farmacia orgqueue', contactEmail: 'orgqueue@farmacia.example.com' },
    });
    expect(page.body.counts).toMatchObject({ pending: expect.any(Number) });
    const individual = await api('GET', '/api/admin/documents?status=pending&search=farmacia%20orgqueue', {
      token: adminToken,
    });
    expect((individual.body.documents as DocumentRecord[]).map((doc) => doc.id)).not.toContain(licence.id);
  });

  it('decides organization documents on their own route only', async () => {
    const viaIndividual = await api('PUT', `/api/admin/documents/${licence.id}/verify`, {
      token: adminToken,
      body: { verified: true, fileNumber: 1 },
    });
    expect(viaIndividual.status).toBe(404);
    const pharmacist = await newAccount(stack, 'orgqueue-individual');
    const individualDoc = await documentsApi(stack, pharmacist.token).upload('driver_license');
    const viaOrganization = await adminOrganizationApi(stack, adminToken).verify(individualDoc.id, {
      verified: true,
      fileNumber: 1,
    });
    expect(viaOrganization.status).toBe(404);
    const noReason = await adminOrganizationApi(stack, adminToken).verify(licence.id, {
      verified: false,
      fileNumber: 1,
      denialReason: '   ',
    });
    expect(noReason).toMatchObject({ status: 400, body: { error: 'Please provide a reason for denial' } });
  });

  it('lets one of two admins deciding at once win; the other gets 409', async () => {
    // A licence of its own: deciding the shared one would take it off the pending list the others read.
    const raced = await newTeam('orgrace');
    const decided = await organizationDocumentsApi(stack, raced.owner.token, raced.orgId).upload('pharmacy_license');
    const [a, b] = await Promise.all([
      adminOrganizationApi(stack, adminToken).verify(decided.id, { verified: true, fileNumber: 1, notes: 'Valid' }),
      adminOrganizationApi(stack, supportToken).verify(decided.id, {
        verified: false,
        fileNumber: 1,
        denialReason: 'Expired',
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body).toMatchObject({
      code: 'CONFLICT',
      error: 'This document was already reviewed by another admin.',
    });
  });
});

describe('approving an organization', () => {
  it('refuses unknown organizations and those whose pharmacy licence is not verified', async () => {
    const admin = adminOrganizationApi(stack, adminToken);
    expect((await admin.approve('no-such-organization')).status).toBe(404);
    const team = await newTeam('orgnotready');
    const notYet = await admin.approve(team.orgId);
    expect(notYet).toMatchObject({
      status: 409,
      body: {
        code: 'NOT_ELIGIBLE',
        error: 'This organization cannot be approved yet: its pharmacy license is not verified.',
      },
    });
    // A pending (not yet verified) licence is not enough either.
    await organizationDocumentsApi(stack, team.owner.token, team.orgId).upload('pharmacy_license');
    expect((await admin.approve(team.orgId)).status).toBe(409);
    const approval = await api('GET', `/api/organizations/${team.orgId}/approval-status`, {
      token: team.owner.token,
      headers: { [ACTIVE_ORG_HEADER]: team.orgId },
    });
    expect(approval.body.organization).toMatchObject({ verified: false, canSubscribe: false });
  });

  it('approves once when approved twice at once, audits it, moves it to verified and e-mails the owner once', async () => {
    const team = await newTeam('orgapprove');
    const licence = await organizationDocumentsApi(stack, team.owner.token, team.orgId).upload('pharmacy_license');
    await adminOrganizationApi(stack, adminToken).approveDocument(licence);
    const [a, b] = await Promise.all([
      // Approval is a super admin's (support is refused: separation-of-duties.test.ts); two tabs race.
      adminOrganizationApi(stack, adminToken).approve(team.orgId),
      adminOrganizationApi(stack, adminToken).approve(team.orgId),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    expect(winner.body.organization).toMatchObject({ id: team.orgId, verified: true, canSubscribe: true });
    expect((a.status === 409 ? a : b).body.code).toBe('CONFLICT');
    // Approving again is refused: it is no longer in Pending Review.
    expect((await adminOrganizationApi(stack, adminToken).approve(team.orgId)).status).toBe(409);

    const approval = await api('GET', `/api/organizations/${team.orgId}/approval-status`, {
      token: team.member.token,
      headers: { [ACTIVE_ORG_HEADER]: team.orgId },
    });
    expect(approval.body.organization).toMatchObject({ verified: true, canSubscribe: true });
    const item = await tableClient(stack).get({ PK: `ORG#${team.orgId}`, SK: 'PROFILE' });
    expect(item).toMatchObject({ GSI2PK: 'ORGSTATUS#verified', verified: true, canSubscribe: true });
    const audit = await tableClient(stack).queryPartition(`AUDIT#ORG#${team.orgId}`);
    expect(audit.filter((event) => event.action === 'organization_approved')).toHaveLength(1);

    // The licence's approval is e-mailed to owners and admins too (issue 25); this is the organization's.
    const approvedOrganization = (m: StoredMail) => m.subject.endsWith('is approved on Lunia');
    const mail = await waitForMail(stack, team.owner.email, approvedOrganization);
    expect(mail.subject).toBe('Your organization is approved on Lunia');
    await drainStack(stack);
    expect((await mailsTo(stack, team.owner.email)).filter(approvedOrganization)).toHaveLength(1);
    expect((await mailsTo(stack, team.orgAdmin.email)).filter(approvedOrganization)).toHaveLength(0);
  });

  it("writes to the owner in the owner's language", async () => {
    const team = await newTeam('orgaprobada', { language: 'es' });
    const licence = await organizationDocumentsApi(stack, team.owner.token, team.orgId).upload('pharmacy_license');
    await adminOrganizationApi(stack, adminToken).approveDocument(licence);
    expect((await adminOrganizationApi(stack, adminToken).approve(team.orgId)).status).toBe(200);
    const mail = await waitForMail(stack, team.owner.email, (m) => m.subject.endsWith('fue aprobada en Lunia'));
    // The subject holds nothing typed (issue 39); the body names the organization.
    expect(mail.subject).toBe('Su organización fue aprobada en Lunia');
    expect(mail.body.text ?? mail.body.html).toContain('Farmacia orgaprobada fue verificada y aprobada');
  });
});

describe('the approval list', () => {
  type Listed = { id: string; members: { id: string; role: string; email: string }[]; documents: unknown[] };

  /** The organizations of a status, page by page until `orgId` shows or the list ends (other files add theirs). */
  async function listedUpTo(status: 'pending' | 'verified', orgId: string): Promise<Listed[]> {
    const admin = adminOrganizationApi(stack, adminToken);
    const listed: Listed[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 50; page++) {
      const response = await admin.organizations({ status, limit: '100', ...(cursor ? { cursor } : {}) });
      expect(response.status, response.text).toBe(200);
      listed.push(...(response.body.organizations as Listed[]));
      cursor = response.body.nextCursor as string | undefined;
      if (!cursor || listed.some((org) => org.id === orgId)) break;
    }
    return listed;
  }

  it('lists organizations by status with members and documents, and the summary counts', async () => {
    const team = await newTeam('orglist');
    const admin = adminOrganizationApi(stack, adminToken);
    const licence = await organizationDocumentsApi(stack, team.owner.token, team.orgId).upload('pharmacy_license');

    const listed = (await listedUpTo('pending', team.orgId)).find((org) => org.id === team.orgId);
    expect(listed?.documents).toEqual([{ id: licence.id, type: 'pharmacy_license', verified: false, denied: false }]);
    expect(listed?.members.map((m) => [m.email, m.role]).sort()).toEqual(
      [
        [team.owner.email, 'owner'],
        [team.orgAdmin.email, 'admin'],
        [team.member.email, 'member'],
      ].sort(),
    );
    // The summary counts are platform-wide counters: their exact moves are in own-stack.test.ts.
    expect((await admin.organizations({ status: 'pending', limit: '1' })).body.counts).toEqual({
      pendingReview: expect.any(Number),
      approved: expect.any(Number),
      documentsMissing: expect.any(Number),
    });

    await admin.approveDocument(licence);
    expect((await admin.approve(team.orgId)).status).toBe(200);
    expect((await listedUpTo('verified', team.orgId)).map((org) => org.id)).toContain(team.orgId);
    expect((await listedUpTo('pending', team.orgId)).map((org) => org.id)).not.toContain(team.orgId);
  });

  it('pages with a cursor and refuses a forged cursor or an unknown status', async () => {
    const admin = adminOrganizationApi(stack, adminToken);
    const first = await admin.organizations({ limit: '1' });
    expect(first.status).toBe(200);
    expect(first.body.organizations as unknown[]).toHaveLength(1);
    const cursor = first.body.nextCursor as string;
    expect(cursor).toBeTruthy();
    const second = await admin.organizations({ limit: '1', cursor });
    expect((second.body.organizations as { id: string }[])[0]?.id).not.toBe(
      (first.body.organizations as { id: string }[])[0]?.id,
    );
    const forged = Buffer.from(JSON.stringify({ PK: { S: 'x' } })).toString('base64url');
    expect((await admin.organizations({ cursor: forged })).status).toBe(400);
    expect((await admin.organizations({ cursor: 'not-base64-json' })).status).toBe(400);
    expect((await admin.organizations({ status: 'approved' })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});
