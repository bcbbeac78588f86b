/**
 * How many pharmacy locations an organization may have, and the alert when adding one is blocked
 * (portal-and-admin §9 "Location limit", §5 location alerts). Pure.
 *
 * §9 read literally: "unlimited flag gives 999; with paid modules active the limit equals the current
 * count (at least 1, adding blocked once reached); with none, 1 free location."
 * - `unlimitedLocations` is the organization's flag. Only the platform sets it (a platform admin or,
 *   later, billing); the free BookRx activation does not (docs/decisions/0010-organizations.md, issue 10), although the
 *   original client asked for it in the activation body (spec §7).
 * - "paid modules active" means the organization has at least one active module it paid for (a paid
 *   subscription, not the free BookRx): see `organizationHasPaidModules`.
 * - With paid modules the limit is the number of locations the active plan covers (issue 12: the plan
 *   is priced per location, §9), or, without a plan (paid modules granted otherwise), the current
 *   count as §9 says; never below 1.
 * - With neither, one free location.
 */

import { paidOrganizationModules } from './organization-modules';

export const UNLIMITED_LOCATIONS = 999;
export const FREE_LOCATIONS = 1;

/** §5: the alert when the limit is reached with a paid subscription. */
export const LOCATION_LIMIT_PAID_MESSAGE =
  'You have reached your location limit. Please upgrade your plan to add more locations.';
/** §5: the alert when the limit is reached without a paid subscription. */
export const LOCATION_LIMIT_FREE_MESSAGE =
  'You need a paid subscription to add more than 1 location. Please subscribe to add more locations.';

export interface LocationLimitInput {
  unlimitedLocations: boolean;
  hasPaidModules: boolean;
  /** Locations the organization has now. */
  locationCount: number;
  /** Locations the active paid plan covers, if there is one. */
  planLocations?: number | undefined;
}

export function locationLimit(input: LocationLimitInput): number {
  if (input.unlimitedLocations) return UNLIMITED_LOCATIONS;
  if (input.hasPaidModules) return Math.max(input.planLocations ?? input.locationCount, 1);
  return FREE_LOCATIONS;
}

/** Adding is allowed while the organization has fewer locations than its limit. */
export function canAddLocation(input: LocationLimitInput): boolean {
  return input.locationCount < locationLimit(input);
}

/** The alert shown when `canAddLocation` is false: it depends only on whether a paid subscription exists. */
export function locationLimitMessage(input: { hasPaidModules: boolean }): string {
  return input.hasPaidModules ? LOCATION_LIMIT_PAID_MESSAGE : LOCATION_LIMIT_FREE_MESSAGE;
}

/**
 * `hasPaidModules` of an organization (docs/decisions/0010-organizations.md, issue 10): it is verified (modules are
 * active only then, spec §4) and has an active module other than the free BookRx (§1). A verified
 * organization with only BookRx keeps the free limit of one location.
 */
export function organizationHasPaidModules(org: { verified: boolean; activeModules: readonly string[] }): boolean {
  return paidOrganizationModules(org).length > 0;
}

/** The limit inputs of an organization as stored (its flag, modules, verification and count). */
export function organizationLocationLimitInput(org: {
  verified: boolean;
  activeModules: readonly string[];
  unlimitedLocations: boolean;
  locationCount: number;
  /** The view's `planLocations`, or the stored plan while it is active. */
  planLocations?: number | undefined;
  billing?: { status: string; locations: number } | undefined;
}): LocationLimitInput {
  const planLocations = org.planLocations ?? (org.billing?.status === 'active' ? org.billing.locations : undefined);
  return {
    unlimitedLocations: org.unlimitedLocations,
    hasPaidModules: organizationHasPaidModules(org),
    locationCount: org.locationCount,
    ...(planLocations !== undefined ? { planLocations } : {}),
  };
}
