import type { adminDocumentsQuery } from '@lunia/shared/api/schemas/admin-documents';
import type * as z from 'zod/mini';
import { reviewQueueListing } from '../steps/review-queue';

/**
 * The individual review queue: newest first, by status (all = pending, approved and denied merged),
 * type, module and owner search, with an opaque cursor; counts come from the counters.
 */
export async function listAdminDocuments({ query }: { query: z.output<typeof adminDocumentsQuery> }) {
  return reviewQueueListing('individual', query);
}
