/**
 * Route examples of the document loop (issue 5) for the generated authorization-matrix and
 * bad-input tests. Routes that act on a document get it from `setup`, made for the caller about to
 * call (their own document; for an admin reading, a fixture pharmacist's), so every allowed caller
 * meets a real, valid request. Request bodies are static: the bad-input test breaks them, and they
 * fail validation before any document is looked up. The demo super admin reviews the fixtures'
 * documents (acting as an admin does); no example changes a demo account.
 */
import type { RouteId } from '@lunia/shared/api/routes';
import { newAccount, type TestAccount } from './accounts';
import { adminApi, documentsApi, files, futureExpiry, INDIVIDUAL_TYPES, subOf } from './document-fixtures';
import { oncePerTestFile } from './file-fixtures';
import { accessTokenFor, apiClient, DEMO } from './local-clients';
import { adminOrganizationApi, organizationDocumentsApi } from './organization-document-fixtures';
import { orgAdminRoute, orgMemberRoute } from './organization-examples';
import { createOrganizationAs, type OrganizationCaller, organizationFixture } from './organization-fixture';
import type { Caller, ExampleContext, Expectation, MatrixCaller, RouteExample } from './route-examples';
import type { StackInfo } from './stack-info';

const declaration = { fileName: 'licencia.pdf', contentType: 'application/pdf', size: 2048, expiresOn: futureExpiry() };
const placeholder = { documentId: 'example-document' };

const adminToken = (stack: StackInfo) => accessTokenFor(stack, DEMO.admin);

/** Who reviews the caller's documents: the demo super admin, or support when the caller is that admin (no self-review). */
async function reviewerTokenFor(stack: StackInfo, callerToken: string): Promise<string> {
  const admin = await adminToken(stack);
  return subOf(admin) === subOf(callerToken) ? accessTokenFor(stack, DEMO.support) : admin;
}

/** The caller's own document of a type with an accepted file. */
async function ownDocument(context: ExampleContext, type: (typeof INDIVIDUAL_TYPES)[number]) {
  if (!context.token) return placeholder;
  const doc = await documentsApi(context.stack, context.token).ensureWithFile(type);
  return { documentId: doc.id };
}

/** Platform admins of either role: the ones an admin route's fixtures are made for. */
const isAdminCaller = (caller: MatrixCaller) => caller === 'admin' || caller === 'support';

/** The pharmacist whose document the admins read: one per test file, made on first use. */
const readableOwner = oncePerTestFile((stack: StackInfo): Promise<TestAccount> => newAccount(stack, 'matrix-readable'));

/** A document the caller may read: their own, or for an admin the fixture pharmacist's. */
async function readableDocument(context: ExampleContext) {
  if (!isAdminCaller(context.caller)) return ownDocument(context, 'pharmacist_license');
  return ownDocument({ ...context, token: (await readableOwner(context.stack)).token }, 'pharmacist_license');
}

/** Takes an account through the whole loop to full approval (no-op when already approved). */
async function makeVerified(stack: StackInfo, token: string): Promise<void> {
  const profile = await apiClient(stack)('GET', '/api/bookrx/profile', { token });
  if ((profile.body.profile as { isApproved?: boolean } | undefined)?.isApproved) return;
  const mine = documentsApi(stack, token);
  const docs = [];
  for (const type of INDIVIDUAL_TYPES) docs.push(await mine.ensureWithFile(type));
  const submitted = await mine.call('POST', '/api/documents/submit');
  if (submitted.status !== 200) throw new Error(`submit: ${submitted.status} ${submitted.text}`);
  const admin = adminApi(stack, await reviewerTokenFor(stack, token));
  for (const doc of docs) if (doc.status === 'pending' && doc.type !== 'driver_license') await admin.approve(doc);
  const approved = await admin.approveUser(subOf(token));
  if (approved.status !== 200) throw new Error(`approve user: ${approved.status} ${approved.text}`);
}

/** A fresh pending document of a fixture pharmacist, for an admin to decide. */
async function pendingDocumentToReview(context: ExampleContext) {
  if (!isAdminCaller(context.caller)) return placeholder;
  const owner = await newAccount(context.stack, 'matrix-review');
  const doc = await documentsApi(context.stack, owner.token).upload('driver_license');
  return { documentId: doc.id };
}

/** A fresh organization (of a fresh owner) with its pharmacy licence uploaded: pending, or approved. */
async function organizationWithLicence(stack: StackInfo, licence: 'pending' | 'approved') {
  const owner = await newAccount(stack, 'matrix-org-owner');
  const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Revisión');
  const doc = await organizationDocumentsApi(stack, owner.token, orgId).upload('pharmacy_license');
  if (licence === 'approved') await adminOrganizationApi(stack, await adminToken(stack)).approveDocument(doc);
  return { orgId, documentId: doc.id };
}

export const documentExamples: Partial<Record<RouteId, () => RouteExample>> = {
  // Organization documents (issue 10): the fixture organization's, whoever calls.
  listOrganizationDocuments: () => ({ organization: true }),
  createOrganizationDocumentUpload: () => ({
    organization: true,
    // One document per type: a later allowed caller gets the same (still uploading) document a new slot.
    body: { type: 'business_license', ...declaration },
  }),
  submitOrganizationDocumentsForReview: () => ({
    organization: true,
    setup: async ({ stack }) => {
      const { orgId, accounts } = await organizationFixture(stack);
      await organizationDocumentsApi(stack, accounts.owner.token, orgId).ensureWithFile('pharmacy_license');
      return {};
    },
  }),
  listAdminOrganizationDocuments: () => ({ query: { status: 'pending', limit: '5' } }),
  verifyOrganizationDocument: () => ({
    params: placeholder,
    body: { verified: true, fileNumber: 1, notes: 'Matrix approval' },
    setup: async ({ stack, caller }) =>
      isAdminCaller(caller)
        ? { documentId: (await organizationWithLicence(stack, 'pending')).documentId }
        : placeholder,
  }),
  listAdminOrganizations: () => ({ query: { status: 'pending', limit: '5' } }),
  approveOrganization: () => ({
    params: { orgId: 'example-organization' },
    setup: async ({ stack, caller }): Promise<Record<string, string>> =>
      isAdminCaller(caller) ? { orgId: (await organizationWithLicence(stack, 'approved')).orgId } : {},
  }),
  listMyDocuments: () => ({}),
  createDocumentUpload: () => ({
    body: { type: 'driver_license', ...declaration },
    // One document per type: start from none, so the request creates one.
    setup: async ({ stack, token }) => {
      if (token) await documentsApi(stack, token).remove('driver_license');
      return {};
    },
  }),
  submitDocumentsForReview: () => ({
    setup: async ({ stack, token }) => {
      if (token) for (const type of INDIVIDUAL_TYPES) await documentsApi(stack, token).ensureWithFile(type);
      return {};
    },
  }),
  replaceDocumentFile: () => ({
    params: placeholder,
    body: declaration,
    setup: (context) => ownDocument(context, 'college_license'),
  }),
  resubmitDocument: () => ({
    params: placeholder,
    body: declaration,
    setup: async (context) => {
      if (!context.token) return placeholder;
      const mine = documentsApi(context.stack, context.token);
      let doc = await mine.ensureWithFile('pharmacy_certification');
      if (doc.status === 'approved') doc = await mine.replace(doc.id, files.pdf(), 'update');
      const reviewer = await reviewerTokenFor(context.stack, context.token);
      await adminApi(context.stack, reviewer).deny(doc, 'Matrix denial');
      return { documentId: doc.id };
    },
  }),
  deleteDocument: () => ({ params: placeholder, setup: (context) => ownDocument(context, 'driver_license') }),
  getDocumentViewUrl: () => ({ params: placeholder, setup: readableDocument }),
  getDocumentDownloadUrl: () => ({ params: placeholder, setup: readableDocument }),
  getDocumentTimeline: () => ({ params: placeholder, setup: readableDocument }),
  getBookrxProfile: () => ({}),
  updateBookrxProfile: () => ({
    body: { bio: 'Twelve years in community pharmacy.', preferredRegions: ['metro', 'east'] },
  }),
  createBookrxAccessUrl: () => ({
    body: { module: 'bookrx' },
    // Only a fully approved account may open BookRx: take the caller through the loop first.
    setup: async ({ stack, token }) => {
      if (token) await makeVerified(stack, token);
      return {};
    },
  }),
  getAdminStats: () => ({}),
  listAdminDocuments: () => ({ query: { status: 'pending', limit: '5' } }),
  verifyDocument: () => ({
    params: placeholder,
    body: { verified: true, fileNumber: 1, notes: 'Matrix approval' },
    setup: pendingDocumentToReview,
  }),
  // Licence expiry (issue 14): an admin corrects a fresh pending document's date; the expiring list.
  correctDocumentExpiry: () => ({
    params: placeholder,
    body: { expiresOn: futureExpiry(400) },
    setup: pendingDocumentToReview,
  }),
  listExpiringDocuments: () => ({ query: { days: '30', limit: '5' } }),
  listAwaitingFinalApproval: () => ({ query: { limit: '5' } }),
  approveUserForBookrx: () => ({
    params: { userId: 'example-user' },
    setup: async (context) => {
      if (!isAdminCaller(context.caller)) return { userId: 'example-user' };
      const account = await newAccount(context.stack, 'matrix-final');
      const mine = documentsApi(context.stack, account.token);
      const docs = [];
      for (const type of INDIVIDUAL_TYPES) docs.push(await mine.upload(type));
      await mine.call('POST', '/api/documents/submit');
      const admin = adminApi(context.stack, await adminToken(context.stack));
      for (const doc of docs.filter((d) => d.type !== 'driver_license')) await admin.approve(doc);
      return { userId: account.userId };
    },
  }),
};

const signedIn: Record<Caller, Expectation> = { anonymous: 'deny', user: 'allow', admin: 'allow' };
const adminOnly: Record<Caller, Expectation> = { anonymous: 'deny', user: 'deny', admin: 'allow' };
/** Every member of the organization sees its documents' status (platform roles are no membership); only its owner and admins change them. */
const organizationMembers = orgMemberRoute;
const organizationManagers = orgAdminRoute;

export const documentExpectations: Partial<
  Record<RouteId, Record<Caller, Expectation> & Partial<Record<OrganizationCaller | 'support', Expectation>>>
> = {
  listOrganizationDocuments: organizationMembers,
  createOrganizationDocumentUpload: organizationManagers,
  submitOrganizationDocumentsForReview: organizationManagers,
  listAdminOrganizationDocuments: adminOnly,
  verifyOrganizationDocument: adminOnly,
  listAdminOrganizations: adminOnly,
  // Super admins only (separation of duties, docs/decisions/0017-separation-of-duties.md).
  approveOrganization: { ...adminOnly, support: 'deny' },
  listMyDocuments: signedIn,
  createDocumentUpload: signedIn,
  submitDocumentsForReview: signedIn,
  replaceDocumentFile: signedIn,
  resubmitDocument: signedIn,
  deleteDocument: signedIn,
  getDocumentViewUrl: signedIn,
  getDocumentDownloadUrl: signedIn,
  getDocumentTimeline: signedIn,
  getBookrxProfile: signedIn,
  updateBookrxProfile: signedIn,
  createBookrxAccessUrl: signedIn,
  getAdminStats: adminOnly,
  listAdminDocuments: adminOnly,
  verifyDocument: adminOnly,
  listAwaitingFinalApproval: adminOnly,
  approveUserForBookrx: adminOnly,
  correctDocumentExpiry: adminOnly,
  listExpiringDocuments: adminOnly,
};
