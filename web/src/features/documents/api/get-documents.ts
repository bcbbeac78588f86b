import type { DocumentContext } from '@lunia/shared/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ActiveOrganizationId, useActiveOrganizationId } from '../../../lib/auth/active-organization';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/**
 * The documents of a context: GET /api/documents (mine) or GET /api/organizations/{orgId}/documents
 * (the active organization's; the request also carries it as the active-organization header).
 */
export function getDocuments(context: DocumentContext, orgId: ActiveOrganizationId) {
  if (context === 'organization') {
    if (!orgId) return Promise.reject(new Error('No active organization'));
    return authenticatedRequest('listOrganizationDocuments', { params: { orgId } });
  }
  return authenticatedRequest('listMyDocuments');
}

/** Shared key: the BookRx page reads the same list. Organization lists add the organization id. */
export const documentsQueryKey = (context: DocumentContext) => ['documents', context] as const;

export const documentsQueryOptions = (context: DocumentContext, orgId: ActiveOrganizationId) =>
  queryOptions({
    queryKey: [...documentsQueryKey(context), context === 'organization' ? orgId : null] as const,
    queryFn: () => getDocuments(context, orgId),
    enabled: context === 'individual' || orgId !== null,
    // Reviews change documents elsewhere: read them again whenever a page showing them opens.
    staleTime: 0,
    select: (response) => response.documents,
  });

export const useDocuments = (context: DocumentContext) => {
  const orgId = useActiveOrganizationId();
  return useQuery(documentsQueryOptions(context, orgId));
};
