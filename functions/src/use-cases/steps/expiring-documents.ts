import { addDays } from '@lunia/shared/domain/document-expiry';
import { type DocumentEntity, queryExpiringDocuments } from '../../data/documents';
import { logger } from '../../lib/logger';

/** Documents read per Query page, and the most pages one run reads (10,000 documents). */
const PAGE_SIZE = 100;
const MAX_PAGES = 100;

/**
 * The daily jobs' walk of the expiry index (the expiry check, the coverage check): every current
 * document expiring within `days` of `today` (already expired ones first), page by page, each handed
 * to `onDocument` in turn. A run reads at most MAX_PAGES pages; past them it logs that `job` stopped
 * and the rest waits for the next run.
 */
export async function forEachExpiringDocument(
  job: string,
  window: { today: string; days: number },
  onDocument: (doc: DocumentEntity) => Promise<void> | void,
): Promise<void> {
  const upTo = addDays(window.today, window.days);
  let after: Record<string, unknown> | undefined;
  let pages = 0;
  do {
    const page = await queryExpiringDocuments({ upTo, limit: PAGE_SIZE, after });
    after = page.lastKey;
    pages++;
    for (const doc of page.documents) await onDocument(doc);
  } while (after && pages < MAX_PAGES);
  if (after) logger.warn(`${job} stopped at its page limit: the rest waits for the next run`, { pages });
}
