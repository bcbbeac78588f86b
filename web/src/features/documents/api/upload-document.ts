import type { DOCUMENT_CONTENT_TYPES, DocumentContext, DocumentType } from '@lunia/shared/domain/constants';
import { type DocumentRecord, getDocuments } from '../../../entities/documents/api/list-documents';
import {
  documentListRead,
  documentUploadChecked,
  documentUploadStarted,
} from '../../../entities/documents/document-cache';
import { type ActiveOrganizationId, activeOrganizationId } from '../../../lib/auth/active-organization';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { postWithProgress } from '../../../lib/presigned-post';

export type UploadAction = 'create' | 'resubmit' | 'update';

type ContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

const declarationOf = (file: File) => ({ fileName: file.name, contentType: file.type as ContentType, size: file.size });

/**
 * Asks for the upload slot: a new document, a resubmission (denied only) or an update (replace the
 * file), with the expiry date printed on the new file (issue 14; the server checks it again). An organization's new document is asked for under the active organization; its updates go
 * through /api/documents/{id} like an individual's, with the organization active (the header).
 */
function requestSlot(
  context: DocumentContext,
  orgId: ActiveOrganizationId,
  action: UploadAction,
  type: DocumentType,
  documentId: string | undefined,
  file: File,
  expiresOn: string | undefined,
) {
  const declaration = { ...declarationOf(file), ...(expiresOn ? { expiresOn } : {}) };
  if (action === 'resubmit' && documentId)
    return authenticatedRequest('resubmitDocument', { params: { documentId }, body: declaration });
  if (action === 'update' && documentId)
    return authenticatedRequest('replaceDocumentFile', { params: { documentId }, body: declaration });
  const body = { type, module: 'bookrx' as const, ...declaration };
  if (context === 'organization' && orgId)
    return authenticatedRequest('createOrganizationDocumentUpload', { params: { orgId }, body });
  return authenticatedRequest('createDocumentUpload', { body });
}

const CHECK_POLL_MS = 500;
const CHECK_TIMEOUT_MS = 30_000;

/** Waits for the server's upload check to move the document out of `uploading` (or gives up, still uploading). */
async function waitForCheck(
  context: DocumentContext,
  orgId: ActiveOrganizationId,
  documentId: string,
): Promise<DocumentRecord | undefined> {
  const deadline = Date.now() + CHECK_TIMEOUT_MS;
  let latest: DocumentRecord | undefined;
  while (Date.now() < deadline) {
    const response = await getDocuments(context, orgId);
    documentListRead(context, orgId, response);
    latest = response.documents.find((document) => document.id === documentId);
    if (latest?.status !== 'uploading') return latest;
    await new Promise((resolve) => setTimeout(resolve, CHECK_POLL_MS));
  }
  return latest;
}

export type UploadPhase = { phase: 'sending'; percent: number } | { phase: 'checking' };

/** Slot → browser upload with progress → the server's check; resolves with the document as checked. */
export async function uploadDocument({
  action,
  type,
  documentId,
  file,
  expiresOn,
  context,
  onPhase,
}: {
  action: UploadAction;
  type: DocumentType;
  documentId: string | undefined;
  file: File;
  /** `YYYY-MM-DD`, or undefined when none was given (optional types; a replacement keeps the old date). */
  expiresOn?: string;
  context: DocumentContext;
  onPhase: (phase: UploadPhase) => void;
}): Promise<DocumentRecord | undefined> {
  onPhase({ phase: 'sending', percent: 0 });
  const orgId = activeOrganizationId();
  const slot = await requestSlot(context, orgId, action, type, documentId, file, expiresOn);
  // Every page that lists the documents shows it as uploading, without reading the list again.
  documentUploadStarted(context, orgId, slot.document);
  await postWithProgress(slot.upload, file, (percent) => onPhase({ phase: 'sending', percent }));
  onPhase({ phase: 'checking' });
  const checked = await waitForCheck(context, orgId, slot.document.id);
  documentUploadChecked();
  return checked;
}
