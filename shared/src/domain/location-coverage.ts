/**
 * Pharmacist in charge (farmacéutico regente) coverage of a pharmacy location (issue 27): whether the
 * location's named pharmacist in charge holds a pharmacist licence that lets the pharmacy operate.
 * Dates are Puerto Rico calendar dates (./document-expiry.ts). Pure; the web and the functions share it.
 */
import { daysBetween } from './document-expiry';

export const LOCATION_COVERAGES = ['covered', 'at_risk', 'uncovered'] as const;
export type LocationCoverage = (typeof LOCATION_COVERAGES)[number];

/** A licence expiring within this many days (0 = expires today) puts the location at risk. */
export const COVERAGE_AT_RISK_DAYS = 30;

/** The pharmacist licence document of the person in charge, as far as coverage cares. */
export interface RegenteLicence {
  /** The document's status: `uploading`, `pending`, `approved`, `denied`, `rejected`. */
  status: string;
  /** `YYYY-MM-DD`, valid through that day; absent on documents from before expiry dates. */
  expiresOn?: string | null | undefined;
}

export interface CoverageInput {
  /** Null when the location names no pharmacist in charge. */
  pharmacistInCharge: {
    /** False once the person left (or was removed from) the organization. */
    isMember: boolean;
    /** Their current pharmacist licence document, if any. */
    licence: RegenteLicence | null;
  } | null;
  /** Today in Puerto Rico, `YYYY-MM-DD`. */
  today: string;
}

/**
 * - `uncovered`: no pharmacist in charge, they left the organization, or their licence is missing,
 *   not accepted (still uploading, rejected, denied) or past its expiry date;
 * - `at_risk`: the licence awaits review, or expires within COVERAGE_AT_RISK_DAYS;
 * - `covered`: an approved licence that is current.
 */
export function locationCoverage({ pharmacistInCharge, today }: CoverageInput): LocationCoverage {
  if (!pharmacistInCharge?.isMember) return 'uncovered';
  const licence = pharmacistInCharge.licence;
  if (!licence) return 'uncovered';
  if (licence.status !== 'approved' && licence.status !== 'pending') return 'uncovered';
  const daysLeft = licence.expiresOn ? daysBetween(today, licence.expiresOn) : null;
  if (daysLeft !== null && daysLeft < 0) return 'uncovered';
  if (licence.status === 'pending') return 'at_risk';
  return daysLeft !== null && daysLeft <= COVERAGE_AT_RISK_DAYS ? 'at_risk' : 'covered';
}

/** Whether a licence may be named at all: approved or awaiting review, and not past its date. */
export function canBePharmacistInCharge(licence: RegenteLicence | null, today: string): boolean {
  return locationCoverage({ pharmacistInCharge: { isMember: true, licence }, today }) !== 'uncovered';
}

/**
 * Whether the owners hear of a change of coverage: a location that had a known coverage and now is at
 * risk or uncovered. A location's first coverage (no pharmacist in charge ever named) is not news.
 */
export function coverageChangeIsAlert(
  before: LocationCoverage | null | undefined,
  after: LocationCoverage | null | undefined,
): boolean {
  if (!before || !after || before === after) return false;
  return after === 'at_risk' || after === 'uncovered';
}

/** Uncovered first, then at risk, then covered: the order the org admin lists locations by coverage. */
export const coverageRank = (coverage: LocationCoverage): number =>
  LOCATION_COVERAGES.length - 1 - LOCATION_COVERAGES.indexOf(coverage);
