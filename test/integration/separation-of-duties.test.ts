/**
 * Separation of duties (docs/decisions/0017-separation-of-duties.md): no admin decides their own case (own
 * documents, own final approval, an organization they belong to), and the super-admin-only actions refuse support.
 * Each check fails if the guard in use-cases/steps/separation-of-duties.ts or the route's access is removed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../support/accounts';
import { adminApi, documentsApi } from '../support/document-fixtures';
import { adminOrganizationApi, organizationDocumentsApi } from '../support/organization-document-fixtures';
import { createOrganizationAs } from '../support/organization-fixture';
import { newPlatformAdmin } from '../support/platform-callers';
import { sharedStack } from '../support/shared-stack';

const { stack, api } = sharedStack();
let adminToken = '';
let supportToken = '';

const idOf = async (token: string) => ((await api('GET', '/api/profile', { token })).body.user as { id: string }).id;

// Admins of this file's own: their own cases (a document, an organization) must not be the demo admins'.
beforeAll(async () => {
  [adminToken, supportToken] = (
    await Promise.all([newPlatformAdmin(stack, 'super_admin'), newPlatformAdmin(stack, 'support')])
  ).map((admin) => admin.token) as [string, string];
});

describe('an admin and their own case', () => {
  it('cannot review their own document; another admin can', async () => {
    const own = await documentsApi(stack, supportToken).upload('driver_license');
    const self = await adminApi(stack, supportToken).verify(own.id, { verified: true, fileNumber: 1 });
    expect(self).toMatchObject({ status: 403, body: { code: 'SELF_REVIEW_FORBIDDEN' } });
    expect((await documentsApi(stack, supportToken).get(own.id))?.status).toBe('pending');
    expect((await adminApi(stack, adminToken).verify(own.id, { verified: true, fileNumber: 1 })).status).toBe(200);
  });

  it('cannot give themselves final approval', async () => {
    const response = await adminApi(stack, adminToken).approveUser(await idOf(adminToken));
    expect(response).toMatchObject({ status: 403, body: { code: 'SELF_REVIEW_FORBIDDEN' } });
  });

  it('cannot review the documents of, or approve, an organization they belong to', async () => {
    const orgId = await createOrganizationAs(stack, adminToken, 'Farmacia del Administrador');
    const licence = await organizationDocumentsApi(stack, adminToken, orgId).upload('pharmacy_license');
    const review = await adminOrganizationApi(stack, adminToken).verify(licence.id, { verified: true, fileNumber: 1 });
    expect(review).toMatchObject({ status: 403, body: { code: 'SELF_REVIEW_FORBIDDEN' } });
    // Support (not a member) reviews the licence; approving the organization stays another super admin's.
    await adminOrganizationApi(stack, supportToken).approveDocument(licence);
    const approval = await adminOrganizationApi(stack, adminToken).approve(orgId);
    expect(approval).toMatchObject({ status: 403, body: { code: 'SELF_REVIEW_FORBIDDEN' } });
  });
});

describe('super-admin-only actions', () => {
  it('refuses support approving an organization or sending bulk reminders, and lets them send one reminder', async () => {
    const approve = await adminOrganizationApi(stack, supportToken).approve('any-organization');
    expect(approve).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const bulk = await api('POST', '/api/admin/users/send-bulk-document-reminders', {
      token: supportToken,
      body: { userIds: ['someone'], language: 'en' },
    });
    expect(bulk).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const user = await newAccount(stack, 'support-reminds');
    const single = await api('POST', `/api/admin/users/${user.userId}/send-document-reminder`, {
      token: supportToken,
      body: { language: 'en' },
    });
    expect(single.status).toBe(200);
  });
});
