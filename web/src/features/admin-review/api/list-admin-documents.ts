import type { adminDocumentsQuery } from '@lunia/shared/api/schemas/admin-documents';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

export type ReviewFilters = Omit<z.input<typeof adminDocumentsQuery>, 'cursor' | 'limit'>;
export type ReviewDocument = ApiResponse<'listAdminDocuments'>['documents'][number];

export const REVIEW_PAGE_SIZE = 20;

/** GET /api/admin/documents: one page of the individual review queue with the three counts. */
export const listAdminDocuments = (filters: ReviewFilters, cursor: string | undefined) =>
  authenticatedRequest('listAdminDocuments', { query: { ...filters, cursor, limit: REVIEW_PAGE_SIZE } });

export const adminDocumentsQueryKey = ['admin-documents'] as const;

export const adminDocumentsQueryOptions = (filters: ReviewFilters) =>
  infiniteQueryOptions({
    queryKey: [...adminDocumentsQueryKey, filters],
    queryFn: ({ pageParam }) => listAdminDocuments(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

export const useAdminDocuments = (filters: ReviewFilters) => useInfiniteQuery(adminDocumentsQueryOptions(filters));
