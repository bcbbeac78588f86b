/**
 * A plan's state as the payment provider's events move it (docs/decisions/0019-billing.md "Billing"). Pure.
 *
 * - checkout completed → the plan is active with the modules and locations of its checkout, and its
 *   paid modules are added to the organization's active modules;
 * - a renewal paid → active again (a past-due plan recovers);
 * - a charge failed → past due, and the paid modules are removed (spec: "failed (modules
 *   deactivated, update payment method)"); the free BookRx stays;
 * - the subscription deleted → canceled, paid modules removed.
 */

import { MAX_PLAN_LOCATIONS, type PurchasableModule } from '@lunia/shared/domain/billing';
import { planForLookupKey, planTotalCents } from '@lunia/shared/domain/billing-catalogue';
import type { Module } from '@lunia/shared/domain/constants';
import { isFreeOrganizationModule } from '@lunia/shared/domain/organization-modules';

/** Active modules once a plan with `planModules` is active: the plan's added, nothing removed. */
export function modulesWithPlan(active: readonly Module[], planModules: readonly Module[]): Module[] {
  return [...new Set([...active, ...planModules])];
}

/** Active modules once paid ones are withdrawn: only the free ones stay. */
export function modulesWithoutPaid(active: readonly Module[]): Module[] {
  return active.filter((module) => isFreeOrganizationModule(module));
}

/** The organization a checkout, subscription or invoice links to (its metadata's `orgId`), or undefined. */
export function orgIdFromMetadata(metadata: Record<string, string> | null | undefined): string | undefined {
  const orgId = metadata?.orgId;
  return orgId && /^[A-Za-z0-9_-]{1,64}$/.test(orgId) ? orgId : undefined;
}

/** A subscription item as far as the plan is read from it. */
export interface PlanItem {
  quantity?: number | null | undefined;
  price?: { lookup_key?: string | null | undefined } | null | undefined;
}

/**
 * The plan a subscription's items describe (issue 41): its one item's price names the modules by its
 * lookup key (the catalogue's), its quantity is the number of locations, and the amount is what the
 * catalogue charges for them. Undefined when the items are not exactly one catalogue price with a
 * quantity a plan may have (a price added by hand in the Dashboard, say): such a subscription is not
 * read as a plan. The modules come sorted by name.
 */
export function planFromItems(
  items: readonly PlanItem[],
): { modules: PurchasableModule[]; locations: number; amountCents: number } | undefined {
  if (items.length !== 1) return undefined;
  const [item] = items as [PlanItem];
  const plan = planForLookupKey(item.price?.lookup_key);
  const locations = item.quantity ?? 1;
  if (!plan || !Number.isInteger(locations) || locations < 1 || locations > MAX_PLAN_LOCATIONS) return undefined;
  // Sorted, as a checkout's modules always were stored.
  return { modules: [...plan.modules].sort(), locations, amountCents: planTotalCents(plan, locations) };
}
