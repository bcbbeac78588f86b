/**
 * Organization documents for tests, made the way the web makes them: the organization's upload slot
 * (POST /api/organizations/{orgId}/documents/uploads, with the organization active), the file posted
 * straight to the local S3, then the upload check; and the admin calls of the organization side.
 */
import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import {
  type DocumentRecord,
  files,
  futureExpiry,
  postToS3,
  type TestFile,
  type UploadSlot,
} from './document-fixtures';
import { type ApiResponse, apiClient } from './local-clients';
import type { StackInfo } from './stack-info';

export const ORGANIZATION_TYPES = [
  'pharmacy_license',
  'biological_license',
  'state_registry',
  'business_license',
] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

const expectStatus = (response: ApiResponse, what: string, ...ok: number[]) => {
  if (!ok.includes(response.status)) throw new Error(`${what}: ${response.status} ${response.text}`);
  return response;
};

const declaration = (file: TestFile) => ({
  fileName: file.fileName,
  contentType: file.contentType,
  size: file.bytes.length,
  expiresOn: futureExpiry(),
});

/** The organization's documents as `token`'s user, with `orgId` active (path and header). */
export function organizationDocumentsApi(stack: StackInfo, token: string, orgId: string) {
  const api = apiClient(stack);
  const call = (method: string, path: string, body?: unknown, activeOrgId: string = orgId) =>
    api(method, path, { token, body, headers: { [ACTIVE_ORG_HEADER]: activeOrgId } });
  const list = async () =>
    (expectStatus(await call('GET', `/api/organizations/${orgId}/documents`), 'list organization documents', 200).body
      .documents as DocumentRecord[]) ?? [];

  async function settled(id: string, timeoutMs = 10_000): Promise<DocumentRecord> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const doc = (await list()).find((d) => d.id === id);
      if (doc && doc.status !== 'uploading') return doc;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`organization document ${id} still uploading after ${timeoutMs} ms`);
  }

  return {
    call,
    list,
    settled,
    requestUpload: (type: string, file: TestFile = files.pdf()) =>
      call('POST', `/api/organizations/${orgId}/documents/uploads`, { type, ...declaration(file) }),
    async upload(type: OrganizationType, file: TestFile = files.pdf()): Promise<DocumentRecord> {
      const slot = expectStatus(await this.requestUpload(type, file), `org upload slot ${type}`, 200, 201)
        .body as unknown as UploadSlot;
      const posted = await postToS3(slot.upload, file);
      if (posted.status >= 300) throw new Error(`S3 POST ${posted.status}`);
      return settled(slot.document.id);
    },
    async replace(id: string, file: TestFile, how: 'update' | 'resubmit'): Promise<DocumentRecord> {
      const response =
        how === 'update'
          ? await call('PUT', `/api/documents/${id}`, declaration(file))
          : await call('POST', `/api/documents/${id}/resubmit`, declaration(file));
      const slot = expectStatus(response, `${how} ${id}`, 200).body as unknown as UploadSlot;
      const posted = await postToS3(slot.upload, file);
      if (posted.status >= 300) throw new Error(`S3 POST ${posted.status}`);
      return settled(id);
    },
    /** The organization's document of a type with an accepted file, made if needed. */
    async ensureWithFile(type: OrganizationType): Promise<DocumentRecord> {
      const existing = (await list()).find((doc) => doc.type === type);
      if (existing && (existing.status === 'pending' || existing.status === 'approved')) return existing;
      if (existing?.status === 'denied') return this.replace(existing.id, files.pdf(), 'resubmit');
      return this.upload(type);
    },
    submit: () => call('POST', `/api/organizations/${orgId}/documents/submit`),
  };
}

export function adminOrganizationApi(stack: StackInfo, token: string) {
  const api = apiClient(stack);
  return {
    verify: (id: string, body: Record<string, unknown>) =>
      api('PUT', `/api/admin/organization-documents/${id}/verify`, { token, body }),
    async approveDocument(id: string, notes = 'Licence checked') {
      return expectStatus(await this.verify(id, { verified: true, notes }), `approve org document ${id}`, 200);
    },
    list: (query: Record<string, string> = {}) =>
      api('GET', `/api/admin/organization-documents?${new URLSearchParams(query)}`, { token }),
    organizations: (query: Record<string, string> = {}) =>
      api('GET', `/api/admin/organizations?${new URLSearchParams(query)}`, { token }),
    approve: (orgId: string) => api('POST', `/api/admin/organizations/${orgId}/approve`, { token }),
  };
}
