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

import { PURCHASABLE_MODULES } from '@lunia/shared/domain/billing';
import type { Module } from '@lunia/shared/domain/constants';
import { isFreeOrganizationModule } from '@lunia/shared/domain/organization-modules';

const MODULE_NAMES: Record<string, string> = { bookrx: 'BookRx', shift: 'Shift', core: 'Core', vault: 'Vault' };

/** The product name the checkout shows: "Lunia Core + Shift, 2 locations". */
export function planProductName(modules: readonly string[], locations: number): string {
  const names = modules.map((m) => MODULE_NAMES[m] ?? m).join(' + ');
  return `Lunia ${names}, ${locations} location${locations === 1 ? '' : 's'}`;
}

/** Active modules once a plan with `planModules` is active: the plan's added, nothing removed. */
export function modulesWithPlan(active: readonly Module[], planModules: readonly Module[]): Module[] {
  return [...new Set([...active, ...planModules])];
}

/** Active modules once paid ones are withdrawn: only the free ones stay. */
export function modulesWithoutPaid(active: readonly Module[]): Module[] {
  return active.filter((module) => isFreeOrganizationModule(module));
}

/** The plan details a checkout carried in its metadata, or undefined when they are not ours. */
export function planFromMetadata(
  metadata: Record<string, string> | null | undefined,
): { orgId: string; modules: Module[]; locations: number } | undefined {
  const orgId = metadata?.orgId;
  const locations = Number(metadata?.locations);
  const modules = (metadata?.modules ?? '')
    .split(',')
    .filter((m): m is Module => (PURCHASABLE_MODULES as readonly string[]).includes(m));
  if (!orgId || !/^[A-Za-z0-9_-]{1,64}$/.test(orgId) || !Number.isInteger(locations) || locations < 1) return undefined;
  if (modules.length === 0) return undefined;
  return { orgId, modules, locations };
}
