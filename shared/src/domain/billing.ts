/**
 * What an organization pays for (portal-and-admin §9 pricing, docs/decisions/0019-billing.md "Billing"). Pure.
 *
 * - A plan is a monthly subscription to the paid modules an organization chooses (Shift, Core; BookRx
 *   is free and Vault has not launched) for a number of pharmacy locations.
 * - §9: "single location 250; extra locations 50 each": 250 USD a month for the first location and
 *   50 USD a month for each further one, whatever the number of modules. Amounts are integer cents.
 * - The special codes of §9 are not shown in the original and are left out.
 */
import type { Module } from './constants';

export const PLAN_CURRENCY = 'usd';
export const FIRST_LOCATION_CENTS = 25_000;
export const EXTRA_LOCATION_CENTS = 5_000;
/** Locations one plan may cover (an organization needing more asks for the unlimited flag). */
export const MAX_PLAN_LOCATIONS = 50;

/** The modules an organization can subscribe to. */
export const PURCHASABLE_MODULES = ['shift', 'core'] as const satisfies readonly Module[];
export type PurchasableModule = (typeof PURCHASABLE_MODULES)[number];

/** The monthly amount of a plan covering `locations` locations, in cents. */
export function planAmountCents(locations: number): number {
  if (!Number.isInteger(locations) || locations < 1 || locations > MAX_PLAN_LOCATIONS) {
    throw new RangeError(`A plan covers 1 to ${MAX_PLAN_LOCATIONS} locations, not ${locations}`);
  }
  return FIRST_LOCATION_CENTS + EXTRA_LOCATION_CENTS * (locations - 1);
}

/** Subscription states as the organization's billing shows them. */
export const PLAN_STATUSES = ['none', 'active', 'past_due', 'canceled'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
