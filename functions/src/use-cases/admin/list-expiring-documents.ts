import type { expiringDocumentsQuery } from '@lunia/shared/api/schemas/admin-documents';
import { addDays, EXPIRING_SOON_DAYS, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import type * as z from 'zod/mini';
import { queryExpiringDocuments } from '../../data/documents';
import { pageKeys } from '../../data/page-keys';
import { toDocumentRecord } from '../../views/document-record';
import { decodeCursor, encodeCursor } from '../steps/cursor';
import { ownersOf } from '../steps/review-queue';

const DEFAULT_PAGE_SIZE = 25;

/**
 * "Expiring soon" (issue 14): current documents (pending or approved) whose expiry date is within the
 * next `days` days (default 60) or already past, soonest first — one Query of the expiry index
 * (GSI4), never a scan — each with its owner (user or organization, one BatchGetItem per kind).
 */
export async function listExpiringDocuments({ query }: { query: z.output<typeof expiringDocumentsQuery> }) {
  const days = query.days ?? EXPIRING_SOON_DAYS;
  const after = decodeCursor(query.cursor, pageKeys.expiringDocuments());
  const page = await queryExpiringDocuments({
    upTo: addDays(puertoRicoToday(), days),
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    after,
  });
  const ownerOf = await ownersOf(page.documents);
  return {
    documents: page.documents.map((doc) => toDocumentRecord(doc, ownerOf(doc))),
    ...(page.lastKey ? { nextCursor: encodeCursor(page.lastKey) } : {}),
  };
}
