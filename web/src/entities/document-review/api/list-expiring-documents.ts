import { EXPIRING_SOON_DAYS } from '@lunia/shared/domain/document-expiry';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { cursorPagesQueryOptions } from '../../cursor-pages';
import { documentReviewKeys } from '../document-review-keys';

export type ExpiringDocument = ApiResponse<'listExpiringDocuments'>['documents'][number];
export type ExpiringSoonDocument = ExpiringDocument;

export const EXPIRING_PAGE_SIZE = 20;
/** The dashboard card shows the first few; the full, paged list is on the document review page. */
export const EXPIRING_SOON_SHOWN = 5;

/**
 * GET /api/admin/documents/expiring: current documents (individual and organization) expiring within
 * the next 60 days or already expired, soonest first, each with its owner; read from an index.
 */
export const listExpiringDocuments = (cursor: string | undefined, limit = EXPIRING_PAGE_SIZE) =>
  authenticatedRequest('listExpiringDocuments', { query: { days: EXPIRING_SOON_DAYS, cursor, limit } });

/** The review page's list, page by page. */
export const expiringDocumentsQueryOptions = () =>
  cursorPagesQueryOptions(documentReviewKeys.expiringPages, listExpiringDocuments);

export const useExpiringDocuments = (enabled = true) =>
  useInfiniteQuery({ ...expiringDocumentsQueryOptions(), enabled });

/** The admin dashboard's card: the soonest few, and whether there are more. */
export const expiringSoonQueryOptions = () =>
  queryOptions({
    queryKey: documentReviewKeys.expiringSoon,
    queryFn: () => listExpiringDocuments(undefined, EXPIRING_SOON_SHOWN),
    select: (response) => ({ documents: response.documents, more: response.nextCursor !== undefined }),
  });

export const useExpiringSoon = () => useQuery(expiringSoonQueryOptions());
