import { adminDocumentRoutes } from '@lunia/shared/api/routes/admin-documents';
import { counterNames, readCounters } from '../../data/counters';
import { toDocumentRecord } from '../../data/documents';
import { httpRoute } from '../../lib/http-route';
import { reviewQueuePage } from './review-queue';

/**
 * The individual review queue: newest first, by status (all = pending, approved and denied merged),
 * type, module and owner search, with an opaque cursor; counts come from the counters.
 */
export const handler = httpRoute(adminDocumentRoutes, 'listAdminDocuments', async ({ query }) => {
  const [page, counters] = await Promise.all([reviewQueuePage('individual', query), readCounters()]);
  const count = (status: 'pending' | 'approved' | 'denied') =>
    Math.max(0, counters[counterNames.documents('individual', status)] ?? 0);
  return {
    documents: page.documents.map(({ doc, owner }) => toDocumentRecord(doc, owner)),
    counts: { pending: count('pending'), approved: count('approved'), denied: count('denied') },
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
});
