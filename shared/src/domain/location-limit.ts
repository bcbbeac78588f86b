/**
 * How many pharmacy locations an organization may have, and the alert when adding one is blocked
 * (portal-and-admin §9 "Location limit", §5 location alerts). Pure.
 *
 * §9 read literally: "unlimited flag gives 999; with paid modules active the limit equals the current
 * count (at least 1, adding blocked once reached); with none, 1 free location."
 * - `unlimitedLocations` is the organization's flag (activating BookRx for free sets it, spec §7).
 * - "paid modules active" means the organization has at least one active module it paid for (a paid
 *   subscription, not a free activation). The caller knows the billing state and passes `hasPaidModules`.
 * - With paid modules the limit is the current count, but never below 1: a paid organization always
 *   gets its first location and, once it has one, cannot add more (the per-location pricing of §9 is
 *   "computed but unused", so the plan never grows the limit).
 * - With neither, one free location.
 */

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
}

export function locationLimit(input: LocationLimitInput): number {
  if (input.unlimitedLocations) return UNLIMITED_LOCATIONS;
  if (input.hasPaidModules) return Math.max(input.locationCount, 1);
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
 * `hasPaidModules` of an organization (docs/decisions.md, issue 10): it has at least one active module
 * and is verified. Modules are active only for verified organizations (spec §4), and activating
 * BookRx for free also sets `unlimitedLocations`, which decides first — so an active module of a
 * verified organization without that flag is a paid one.
 */
export function organizationHasPaidModules(org: { verified: boolean; activeModules: readonly string[] }): boolean {
  return org.verified && org.activeModules.length > 0;
}

/** The limit inputs of an organization as stored (its flag, modules, verification and count). */
export function organizationLocationLimitInput(org: {
  verified: boolean;
  activeModules: readonly string[];
  unlimitedLocations: boolean;
  locationCount: number;
}): LocationLimitInput {
  return {
    unlimitedLocations: org.unlimitedLocations,
    hasPaidModules: organizationHasPaidModules(org),
    locationCount: org.locationCount,
  };
}
