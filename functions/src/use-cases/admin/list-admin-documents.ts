import type { adminDocumentsQuery } from '@lunia/shared/api/schemas/admin-documents';
import type * as z from 'zod/mini';
import { counterNames, readCounters } from '../../data/counters';
import { toDocumentRecord } from '../../views/document-record';
import { reviewQueuePage } from '../steps/review-queue';

/**
 * The individual review queue: newest first, by status (all = pending, approved and denied merged),
 * type, module and owner search, with an opaque cursor; counts come from the counters.
 */
export async function listAdminDocuments({ query }: { query: z.output<typeof adminDocumentsQuery> }) {
  const [page, counters] = await Promise.all([reviewQueuePage('individual', query), readCounters()]);
  const count = (status: 'pending' | 'approved' | 'denied') =>
    Math.max(0, counters[counterNames.documents('individual', status)] ?? 0);
  return {
    documents: page.documents.map(({ doc, owner }) => toDocumentRecord(doc, owner)),
    counts: { pending: count('pending'), approved: count('approved'), denied: count('denied') },
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}
