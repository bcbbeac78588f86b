import { EXPIRING_SOON_DAYS } from '@lunia/shared/domain/document-expiry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

export type ExpiringSoonDocument = ApiResponse<'listExpiringDocuments'>['documents'][number];

/** The dashboard card shows the first few; the full, paged list is on the document review page. */
export const EXPIRING_SOON_SHOWN = 5;

export const expiringSoonQueryKey = ['admin-expiring-soon'] as const;

/** GET /api/admin/documents/expiring: the soonest documents to expire within 60 days (or expired). */
export const expiringSoonQueryOptions = () =>
  queryOptions({
    queryKey: expiringSoonQueryKey,
    queryFn: () =>
      authenticatedRequest('listExpiringDocuments', {
        query: { days: EXPIRING_SOON_DAYS, limit: EXPIRING_SOON_SHOWN },
      }),
    select: (response) => ({ documents: response.documents, more: response.nextCursor !== undefined }),
  });

export const useExpiringSoon = () => useQuery(expiringSoonQueryOptions());
