import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { COVERAGE_AT_RISK_DAYS } from '@lunia/shared/domain/location-coverage';
import { logger } from '../../lib/logger';
import { forEachExpiringDocument } from '../steps/expiring-documents';
import { refreshCoverageOfPharmacist } from '../steps/location-coverage';

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
  const pharmacists = new Set<string>();
  await forEachExpiringDocument('Coverage check', { today, days: COVERAGE_AT_RISK_DAYS }, (doc) => {
    if (doc.type === 'pharmacist_license' && doc.ownerType === 'USER') pharmacists.add(doc.ownerId);
  });
  let locationsChanged = 0;
  for (const userId of pharmacists) locationsChanged += await refreshCoverageOfPharmacist(userId, now);
  const run = { today, pharmacistsChecked: pharmacists.size, locationsChanged };
  logger.info('Coverage check done', run);
  return { run };
}
