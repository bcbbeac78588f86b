/**
 * Pharmacist in charge (farmacéutico regente) coverage of a pharmacy location (issue 27): whether the
 * location's named pharmacist in charge holds a pharmacist licence that lets the pharmacy operate.
 * Dates are Puerto Rico calendar dates (./document-expiry.ts). Pure; the web and the functions share it.
 */
import { type CredentialRule, effectiveRule } from './credentials/catalogue';
import { type CredentialStanding, standingUnderRule } from './credentials/standing';
import { daysBetween } from './document-expiry';

export const LOCATION_COVERAGES = ['covered', 'at_risk', 'uncovered'] as const;
export type LocationCoverage = (typeof LOCATION_COVERAGES)[number];

/**
 * Why Lunia cleared a location's pharmacist in charge (issue 40): the person left the organization
 * (removed, left, or the organization deleted), deleted their account, had it disabled, or was
 * demoted to a lower role. The location is uncovered until an owner or admin names someone.
 */
export const PHARMACIST_IN_CHARGE_RELEASE_REASONS = ['left', 'account_deleted', 'disabled', 'demoted'] as const;
export type PharmacistInChargeReleaseReason = (typeof PHARMACIST_IN_CHARGE_RELEASE_REASONS)[number];

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
  /** The pharmacist licence's rule in force (catalogue.ts effectiveRule with the overrides); the catalogue's by default. */
  rule?: CredentialRule | undefined;
}

/**
 * The standings in which a licence still lets its holder act as pharmacist in charge: not expired. A
 * licence past its date counts as lapsed in every grace stage of its type (`expired`, `expired_fine`,
 * `inactivated`, `cancelled`): the stages say what the law does to a lapsed licence (a fine on late
 * renewal, inactivation, cancellation), none lets its holder practise meanwhile
 * (docs/decisions/0069-pharmacist-in-charge-and-inspection-binder.md).
 */
const COVERING_STANDINGS: ReadonlySet<CredentialStanding> = new Set(['current', 'expiring_soon']);

/** The standing of the pharmacist in charge's licence under its rule in force (what its badge says). */
export function regenteLicenceStanding(
  licence: RegenteLicence,
  today: string,
  rule: CredentialRule = effectiveRule('pharmacist_license'),
): CredentialStanding {
  return standingUnderRule(licence.expiresOn, today, rule);
}

/**
 * - `uncovered`: no pharmacist in charge, they left the organization, or their licence is missing,
 *   not accepted (still uploading, rejected, denied) or lapsed: past its expiry date, in whichever
 *   grace stage of the rule in force (expired, fine applies, inactivated, cancelled);
 * - `at_risk`: the licence awaits review, or expires within COVERAGE_AT_RISK_DAYS (a narrower window
 *   than the badge's "expiring soon", EXPIRING_SOON_DAYS);
 * - `covered`: an approved licence that is current.
 */
export function locationCoverage({ pharmacistInCharge, today, rule }: CoverageInput): LocationCoverage {
  if (!pharmacistInCharge?.isMember) return 'uncovered';
  const licence = pharmacistInCharge.licence;
  if (!licence) return 'uncovered';
  if (licence.status !== 'approved' && licence.status !== 'pending') return 'uncovered';
  if (!COVERING_STANDINGS.has(regenteLicenceStanding(licence, today, rule))) return 'uncovered';
  if (licence.status === 'pending') return 'at_risk';
  const daysLeft = licence.expiresOn ? daysBetween(today, licence.expiresOn) : null;
  return daysLeft !== null && daysLeft <= COVERAGE_AT_RISK_DAYS ? 'at_risk' : 'covered';
}

/** Whether a licence may be named at all: approved or awaiting review, and not lapsed. */
export function canBePharmacistInCharge(
  licence: RegenteLicence | null,
  today: string,
  rule?: CredentialRule | undefined,
): boolean {
  return locationCoverage({ pharmacistInCharge: { isMember: true, licence }, today, rule }) !== 'uncovered';
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
