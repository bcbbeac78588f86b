import { queryOptions, useQuery } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** GET /api/bookrx/profile: approval and the shift counters. */
export const getBookrxProfile = () => authenticatedRequest('getBookrxProfile');

export const bookrxProfileQueryOptions = () =>
  queryOptions({ queryKey: ['bookrx-profile'], queryFn: getBookrxProfile, select: (response) => response.profile });

export const useBookrxProfile = () => useQuery(bookrxProfileQueryOptions());

/** GET /api/documents, under the same key as the upload page so both show the same list. */
export const myDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: ['documents', 'individual'],
    queryFn: () => authenticatedRequest('listMyDocuments'),
    staleTime: 0,
    select: (response) => response.documents,
  });

export const useMyDocuments = () => useQuery(myDocumentsQueryOptions());
