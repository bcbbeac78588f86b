import type { DocumentContext } from '@lunia/shared/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** GET /api/documents: my individual documents (organization documents come with the organizations issue). */
export const getMyDocuments = () => authenticatedRequest('listMyDocuments');

/** Shared key: the BookRx page reads the same list. */
export const documentsQueryKey = (context: DocumentContext) => ['documents', context] as const;

export const documentsQueryOptions = (context: DocumentContext) =>
  queryOptions({
    queryKey: documentsQueryKey(context),
    queryFn: getMyDocuments,
    // Reviews change documents elsewhere: read them again whenever a page showing them opens.
    staleTime: 0,
    select: (response) => response.documents,
  });

export const useDocuments = (context: DocumentContext) => useQuery(documentsQueryOptions(context));
