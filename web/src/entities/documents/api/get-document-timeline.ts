import { queryOptions, useQuery } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { documentKeys } from '../document-keys';

/** GET /api/documents/{id}/timeline: who did what to the document, and when. */
export const getDocumentTimeline = (documentId: string) =>
  authenticatedRequest('getDocumentTimeline', { params: { documentId } });

export const documentTimelineQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: documentKeys.timeline(documentId),
    queryFn: () => getDocumentTimeline(documentId),
    select: (response) => response.events,
  });

export const useDocumentTimeline = (documentId: string) => useQuery(documentTimelineQueryOptions(documentId));
