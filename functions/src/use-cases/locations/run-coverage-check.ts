import { addDays, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { COVERAGE_AT_RISK_DAYS } from '@lunia/shared/domain/location-coverage';
import { queryExpiringDocuments } from '../../data/documents';
import { logger } from '../../lib/logger';
import { refreshCoverageOfPharmacist } from '../steps/location-coverage';

/** Documents read per Query page, and the most pages one run reads (10,000 documents). */
const PAGE_SIZE = 100;
const MAX_PAGES = 100;

/**
 * The daily coverage job (issue 27): time alone moves a location from covered to at risk (its
 * pharmacist in charge's licence now expires within 30 days) and from at risk to uncovered (the
 * licence is past its date). It reads the expiry index (GSI4) up to today + 30 days, soonest first,
 * and works out again the locations of each pharmacist whose licence is there (a Query of their
 * locations in charge). A change is recorded once (conditioned on the coverage read), and the table
 * stream e-mails the owners, so a repeated or concurrent run sends nothing twice. `now` is for tests.
 */
export async function runCoverageCheck(input: { now?: Date } = {}) {
  const now = input.now ?? new Date();
  const today = puertoRicoToday(now);
  const upTo = addDays(today, COVERAGE_AT_RISK_DAYS);
  const pharmacists = new Set<string>();
  let after: Record<string, unknown> | undefined;
  let pages = 0;
  do {
    const page = await queryExpiringDocuments({ upTo, limit: PAGE_SIZE, after });
    after = page.lastKey;
    pages++;
    for (const doc of page.documents) {
      if (doc.type === 'pharmacist_license' && doc.ownerType === 'USER') pharmacists.add(doc.ownerId);
    }
  } while (after && pages < MAX_PAGES);
  if (after) logger.warn('Coverage check stopped at its page limit: the rest waits for the next run', { pages });
  let locationsChanged = 0;
  for (const userId of pharmacists) locationsChanged += await refreshCoverageOfPharmacist(userId, now);
  const run = { today, pharmacistsChecked: pharmacists.size, locationsChanged };
  logger.info('Coverage check done', run);
  return { run };
}
