import { EXPIRING_SOON_DAYS } from '@lunia/shared/domain/document-expiry';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

export type ExpiringDocument = ApiResponse<'listExpiringDocuments'>['documents'][number];

export const EXPIRING_PAGE_SIZE = 20;

/**
 * GET /api/admin/documents/expiring: current documents (individual and organization) expiring within
 * the next 60 days or already expired, soonest first, each with its owner; read from an index.
 */
export const listExpiringDocuments = (cursor: string | undefined) =>
  authenticatedRequest('listExpiringDocuments', {
    query: { days: EXPIRING_SOON_DAYS, cursor, limit: EXPIRING_PAGE_SIZE },
  });

export const expiringDocumentsQueryKey = ['admin-expiring-documents'] as const;

export const expiringDocumentsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: expiringDocumentsQueryKey,
    queryFn: ({ pageParam }) => listExpiringDocuments(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

export const useExpiringDocuments = (enabled = true) =>
  useInfiniteQuery({ ...expiringDocumentsQueryOptions(), enabled });
