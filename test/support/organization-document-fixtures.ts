/**
 * Organization documents for tests, made the way the web makes them: the organization's upload slot
 * (POST /api/organizations/{orgId}/documents/uploads, with the organization active), the file posted
 * straight to the local S3, then the upload check; and the admin calls of the organization side.
 */
import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import {
  type DocumentRecord,
  type DocumentRef,
  declarationOf,
  documentFileSteps,
  expectStatus,
  files,
  refOf,
  type TestFile,
  type UploadSlot,
} from './document-fixtures';
import { apiClient } from './local-clients';
import type { StackInfo } from './stack-info';

export const ORGANIZATION_TYPES = [
  'pharmacy_license',
  'biological_license',
  'state_registry',
  'business_license',
] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** The organization's documents as `token`'s user, with `orgId` active (path and header). */
export function organizationDocumentsApi(stack: StackInfo, token: string, orgId: string) {
  const api = apiClient(stack);
  const call = (method: string, path: string, body?: unknown, activeOrgId: string = orgId) =>
    api(method, path, { token, body, headers: { [ACTIVE_ORG_HEADER]: activeOrgId } });
  const list = async () =>
    (expectStatus(await call('GET', `/api/organizations/${orgId}/documents`), 'list organization documents', 200).body
      .documents as DocumentRecord[]) ?? [];
  const requestUpload = (type: string, file: TestFile = files.pdf()) =>
    call('POST', `/api/organizations/${orgId}/documents/uploads`, { type, ...declarationOf(file) });
  const requestSlot = async (type: OrganizationType, file: TestFile) =>
    expectStatus(await requestUpload(type, file), `org upload slot ${type}`, 200, 201).body as unknown as UploadSlot;

  return {
    call,
    list,
    requestUpload,
    ...documentFileSteps(call, list, requestSlot, 'organization document'),
    submit: () => call('POST', `/api/organizations/${orgId}/documents/submit`),
  };
}

export function adminOrganizationApi(stack: StackInfo, token: string) {
  const api = apiClient(stack);
  return {
    verify: (id: string, body: Record<string, unknown>) =>
      api('PUT', `/api/admin/organization-documents/${id}/verify`, { token, body }),
    /** Approves the document's current file as the record shows it (an id alone: its first file). */
    async approveDocument(doc: DocumentRef, notes = 'Licence checked') {
      const { id, fileNumber } = refOf(doc);
      return expectStatus(
        await this.verify(id, { verified: true, fileNumber, notes }),
        `approve org document ${id}`,
        200,
      );
    },
    list: (query: Record<string, string> = {}) =>
      api('GET', `/api/admin/organization-documents?${new URLSearchParams(query)}`, { token }),
    organizations: (query: Record<string, string> = {}) =>
      api('GET', `/api/admin/organizations?${new URLSearchParams(query)}`, { token }),
    approve: (orgId: string) => api('POST', `/api/admin/organizations/${orgId}/approve`, { token }),
  };
}
