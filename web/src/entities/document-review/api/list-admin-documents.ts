import type { adminDocumentsQuery } from '@lunia/shared/api/schemas/admin-documents';
import type { DocumentContext } from '@lunia/shared/domain/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { documentReviewKeys } from '../document-review-keys';

export type ReviewFilters = Omit<z.input<typeof adminDocumentsQuery>, 'cursor' | 'limit'>;
export type ReviewDocument = ApiResponse<'listAdminDocuments'>['documents'][number];
/** Individual Documents or Organization Documents (the page's toggle). */
export type ReviewScope = DocumentContext;

export const REVIEW_PAGE_SIZE = 20;

/**
 * One page of a review queue with its three counts: GET /api/admin/documents (individual) or
 * GET /api/admin/organization-documents (organization).
 */
export const listAdminDocuments = (scope: ReviewScope, filters: ReviewFilters, cursor: string | undefined) => {
  const query = { ...filters, cursor, limit: REVIEW_PAGE_SIZE };
  return scope === 'organization'
    ? authenticatedRequest('listAdminOrganizationDocuments', { query })
    : authenticatedRequest('listAdminDocuments', { query });
};

export const adminDocumentsQueryOptions = (scope: ReviewScope, filters: ReviewFilters) =>
  infiniteQueryOptions({
    queryKey: documentReviewKeys.queue(scope, filters),
    queryFn: ({ pageParam }) => listAdminDocuments(scope, filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

export const useAdminDocuments = (scope: ReviewScope, filters: ReviewFilters, enabled = true) =>
  useInfiniteQuery({ ...adminDocumentsQueryOptions(scope, filters), enabled });
