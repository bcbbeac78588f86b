import type { adminDocumentsQuery } from '@lunia/shared/api/schemas/admin-documents';
import type { DocumentContext } from '@lunia/shared/domain/constants';
import type { z } from 'zod/mini';

/** The review queue's filters (the query without its paging). */
export type ReviewFilters = Omit<z.input<typeof adminDocumentsQuery>, 'cursor' | 'limit'>;
/** Individual Documents or Organization Documents (the page's toggle). */
export type ReviewScope = DocumentContext;

/** The query keys of the back office's document review: the queues and the expiring documents. */
export const documentReviewKeys = {
  all: ['document-review'] as const,
  /** Every queue, whatever its scope and filters (refresh this after a decision). */
  queues: ['document-review', 'queue'] as const,
  queue: (scope: ReviewScope, filters: ReviewFilters) => ['document-review', 'queue', scope, filters] as const,
  /** The expiring documents: the dashboard's card and the review page's paged list. */
  expiring: ['document-review', 'expiring'] as const,
  expiringSoon: ['document-review', 'expiring', 'soon'] as const,
  expiringPages: ['document-review', 'expiring', 'pages'] as const,
};
