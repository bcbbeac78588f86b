import type { DocumentContext } from '@lunia/shared/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { type ActiveOrganizationId, useActiveOrganizationId } from '../../../lib/auth/active-organization';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { documentKeys } from '../document-keys';

export type DocumentList = ApiResponse<'listMyDocuments'>;
export type DocumentRecord = DocumentList['documents'][number];

/**
 * The documents of a context: GET /api/documents (mine) or GET /api/organizations/{orgId}/documents
 * (an organization's; every member may read them).
 */
export function getDocuments(context: DocumentContext, orgId: ActiveOrganizationId): Promise<DocumentList> {
  if (context === 'organization') {
    if (!orgId) return Promise.reject(new Error('No active organization'));
    return authenticatedRequest('listOrganizationDocuments', { params: { orgId } });
  }
  return authenticatedRequest('listMyDocuments');
}

/** The one way to read a list of documents: every page that shows them uses these options. */
export const documentsQueryOptions = (context: DocumentContext, orgId: ActiveOrganizationId) =>
  queryOptions({
    queryKey: documentKeys.list(context, orgId),
    queryFn: () => getDocuments(context, orgId),
    enabled: context === 'individual' || orgId !== null,
    // Reviews change documents elsewhere: read them again whenever a page showing them opens.
    staleTime: 0,
    select: (response: DocumentList) => response.documents,
  });

/** The documents of a context; an organization's are the active organization's. */
export const useDocuments = (context: DocumentContext) => {
  const orgId = useActiveOrganizationId();
  return useQuery(documentsQueryOptions(context, orgId));
};
