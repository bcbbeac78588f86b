/**
 * Working out a location's pharmacist-in-charge coverage (issue 27) from the table, and recording a
 * change of it on the location item. The rule is shared/src/domain/location-coverage.ts; the owners
 * hear of a change from the table stream (events/reactions/send-coverage-mails.ts), so each change
 * recorded here is e-mailed once, whoever noticed it (a write, a document's change, the daily job).
 */
import { type CredentialRule, effectiveRule } from '@lunia/shared/domain/credentials/catalogue';
import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import {
  type LocationCoverage,
  locationCoverage,
  type PharmacistInChargeReleaseReason,
  type RegenteLicence,
} from '@lunia/shared/domain/location-coverage';
import { getCredentialRules } from '../../data/credential-rules';
import { type DocumentEntity, getDocument, getDocumentIdOfSlot } from '../../data/documents';
import {
  getLocation,
  type Location,
  listLocationsInChargeOf,
  recordCoverageChange,
  releasePharmacistInCharge,
} from '../../data/locations';
import { getMembership } from '../../data/memberships';

/** A person's current pharmacist licence document, if they have one. */
export async function pharmacistLicenceOf(userId: string): Promise<DocumentEntity | undefined> {
  const documentId = await getDocumentIdOfSlot('USER', userId, 'pharmacist_license');
  return documentId ? getDocument(documentId) : undefined;
}

export const licenceForCoverage = (doc: DocumentEntity | undefined): RegenteLicence | null =>
  doc ? { status: doc.status, expiresOn: doc.expiresOn ?? null } : null;

/** The pharmacist licence's rule in force (a super admin may have changed its grace stages). */
export const pharmacistLicenceRule = async (): Promise<CredentialRule> =>
  effectiveRule('pharmacist_license', (await getCredentialRules()).overrides);

/**
 * The coverage a location has now: its pharmacist in charge's membership and licence, on `today`,
 * under the licence's rule in force (its grace stages: shared/src/domain/location-coverage.ts).
 */
export async function currentCoverageOf(location: Location, today: string): Promise<LocationCoverage> {
  const userId = location.pharmacistInCharge?.userId;
  if (!userId) return 'uncovered';
  const [membership, licence, rule] = await Promise.all([
    getMembership(location.orgId, userId),
    pharmacistLicenceOf(userId),
    pharmacistLicenceRule(),
  ]);
  return locationCoverage({
    pharmacistInCharge: {
      isMember: membership !== undefined && !membership.orgDeletedAt,
      licence: licenceForCoverage(licence),
    },
    today,
    rule,
  });
}

/**
 * Works a location's coverage out again and records it when it changed (conditioned on what was read:
 * a concurrent change of the pharmacist in charge wins, and records its own). A location that never
 * named a pharmacist in charge keeps no coverage. True when a change was recorded.
 */
export async function refreshLocationCoverage(location: Location, now: Date): Promise<boolean> {
  if (location.coverage === undefined && !location.pharmacistInCharge) return false;
  const coverage = await currentCoverageOf(location, puertoRicoToday(now));
  if (coverage === location.coverage) return false;
  return recordCoverageChange(location, {
    from: location.coverage,
    to: coverage,
    userId: location.pharmacistInCharge?.userId ?? null,
    at: now.toISOString(),
  });
}

/**
 * Refreshes every location a person is in charge of (only those of `orgId` when given), after their
 * licence or membership changed. Returns how many changed.
 */
export async function refreshCoverageOfPharmacist(userId: string, now: Date, orgId?: string): Promise<number> {
  const locations = (await listLocationsInChargeOf(userId)).filter((location) => !orgId || location.orgId === orgId);
  let changed = 0;
  for (const indexed of locations) {
    // The index is eventually consistent: work from the item itself.
    const location = await getLocation(indexed.orgId, indexed.id);
    if (location && (await refreshLocationCoverage(location, now))) changed++;
  }
  return changed;
}

/**
 * Clears a person as pharmacist in charge of every location that names them (only those of `orgId`
 * when given) because they can no longer be it (issue 40): they left the organization, deleted or
 * lost their account, or were demoted. Each location becomes uncovered and its owners are e-mailed
 * by the stream. Idempotent: a location that names someone else (or no one) is left alone. Returns
 * how many were cleared.
 */
export async function releasePharmacistFromLocations(
  userId: string,
  reason: PharmacistInChargeReleaseReason,
  now: Date,
  orgId?: string,
): Promise<number> {
  const locations = (await listLocationsInChargeOf(userId)).filter((location) => !orgId || location.orgId === orgId);
  let released = 0;
  for (const indexed of locations) {
    // The index is eventually consistent: work from the item itself.
    const location = await getLocation(indexed.orgId, indexed.id);
    const inCharge = location?.pharmacistInCharge;
    if (!location || inCharge?.userId !== userId) continue;
    const release = { userId, name: inCharge.name, reason, at: now.toISOString() };
    if (await releasePharmacistInCharge(location, release)) released++;
  }
  return released;
}
