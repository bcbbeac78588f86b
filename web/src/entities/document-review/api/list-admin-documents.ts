import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { cursorPagesQueryOptions } from '../../cursor-pages';
import { documentReviewKeys, type ReviewFilters, type ReviewScope } from '../document-review-keys';

export type { ReviewFilters, ReviewScope };
export type ReviewDocument = ApiResponse<'listAdminDocuments'>['documents'][number];

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
  cursorPagesQueryOptions(documentReviewKeys.queue(scope, filters), (cursor) =>
    listAdminDocuments(scope, filters, cursor),
  );

export const useAdminDocuments = (scope: ReviewScope, filters: ReviewFilters, enabled = true) =>
  useInfiniteQuery({ ...adminDocumentsQueryOptions(scope, filters), enabled });
