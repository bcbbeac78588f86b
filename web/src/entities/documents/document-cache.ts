/**
 * What document changes do to the cache, in one place: the writes (upload, delete, submit) call these,
 * and every page that shows documents reads the keys they update (`documentKeys`).
 */
import type { DocumentContext } from '@lunia/shared/domain/constants';
import type { ActiveOrganizationId } from '../../lib/auth/active-organization';
import { queryClient } from '../../lib/query-client';
import { invalidateAccountStats, invalidateProfile } from '../account/account-cache';
import { invalidateOrganizations } from '../organization/organization-cache';
import type { DocumentList, DocumentRecord } from './api/list-documents';
import { documentKeys } from './document-keys';

function updateList(
  context: DocumentContext,
  orgId: ActiveOrganizationId,
  change: (documents: DocumentRecord[]) => DocumentRecord[],
): void {
  queryClient.setQueryData<DocumentList>(documentKeys.list(context, orgId), (list) =>
    list ? { ...list, documents: change(list.documents) } : list,
  );
}

/** An upload slot was issued: the new (or replaced) document shows as `uploading` at once, on every page. */
export function documentUploadStarted(context: DocumentContext, orgId: ActiveOrganizationId, document: DocumentRecord) {
  updateList(context, orgId, (documents) =>
    documents.some((each) => each.id === document.id)
      ? documents.map((each) => (each.id === document.id ? document : each))
      : [...documents, document],
  );
}

/** The list as the server just answered it (read while the upload waits for the file check). */
export function documentListRead(context: DocumentContext, orgId: ActiveOrganizationId, list: DocumentList) {
  queryClient.setQueryData<DocumentList>(documentKeys.list(context, orgId), list);
}

/**
 * The file check is over: a renewed licence may end an expiry (the profile and the organizations say
 * again what has expired), and the dashboard's document counts change.
 */
export function documentUploadChecked(): void {
  void invalidateProfile();
  void invalidateOrganizations();
  void invalidateAccountStats();
}

/** The document and its file are gone: removed from the list without reading it again. */
export function documentDeleted(context: DocumentContext, orgId: ActiveOrganizationId, documentId: string) {
  updateList(context, orgId, (documents) => documents.filter((each) => each.id !== documentId));
  void invalidateAccountStats();
}

/** The list may be out of date (a refused change): read it again. */
export const documentsOutOfDate = (context: DocumentContext, orgId: ActiveOrganizationId) =>
  queryClient.invalidateQueries({ queryKey: documentKeys.list(context, orgId) });

/** Submitted for review: the documents and the profile (its verification status) are read again. */
export const documentsSubmitted = (context: DocumentContext, orgId: ActiveOrganizationId) =>
  Promise.all([invalidateProfile(), documentsOutOfDate(context, orgId), invalidateAccountStats()]);
