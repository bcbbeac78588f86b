/**
 * What /pricing, the module cards and the checkout summary show, read from the billing catalogue the
 * payment provider charges from (shared/domain/billing-catalogue.ts: the plans `npm run stripe:sync`
 * makes as Stripe prices), so no page can drift from what is charged. Pure.
 *
 * - Prices: each plan of the catalogue (Shift, Core, and the bundle Shift + Core) has a price for its
 *   first location and for each further one (its graduated tiers); a plan's total for some locations is
 *   what Stripe charges for that quantity (`planTotalCents`). A bundle is shown as a bundle: both
 *   modules, one plan's price.
 * - Which module is paid: `PURCHASABLE_MODULES` (what a checkout accepts); which is free once verified:
 *   `FREE_ORGANIZATION_MODULES` (shared/domain/organization-modules.ts); which has not launched:
 *   `DEFAULT_MODULE_STATUS` (shared/domain/modules.ts).
 * - Locations: a plan covers 1 to `MAX_PLAN_LOCATIONS`; without a plan an organization keeps
 *   `FREE_LOCATIONS` (shared/domain/location-limit.ts).
 *
 * The prices themselves, shared with the module cards and the checkout summary, are in
 * lib/plan-prices.ts; this file re-exports them for the page.
 */
import { MAX_PLAN_LOCATIONS, PURCHASABLE_MODULES } from '@lunia/shared/domain/billing';
import { CATALOGUE_PLANS, type CataloguePlan, planTotalCents } from '@lunia/shared/domain/billing-catalogue';
import type { Module } from '@lunia/shared/domain/constants';
import { DEFAULT_MODULE_STATUS } from '@lunia/shared/domain/modules';
import { isFreeOrganizationModule } from '@lunia/shared/domain/organization-modules';

/** How a module is sold: in the plan, free once verified, or not yet. */
export type ModuleOffer = 'paid' | 'includedWithVerification' | 'comingSoon';

export function moduleOffer(module: Module): ModuleOffer {
  if (DEFAULT_MODULE_STATUS[module] === 'coming_soon') return 'comingSoon';
  if ((PURCHASABLE_MODULES as readonly string[]).includes(module)) return 'paid';
  if (isFreeOrganizationModule(module)) return 'includedWithVerification';
  // A launched module that is neither sold nor free would be a gap in the catalogue, not a page choice.
  throw new Error(`The catalogue neither sells nor includes the module ${module}`);
}

/** The worked example under the table: the plan for `locations` locations (kept within what a plan covers). */
export function planExample(locations: number): { locations: number; extraLocations: number; totalCents: number } {
  const covered = Math.min(Math.max(Math.trunc(locations), 1), MAX_PLAN_LOCATIONS);
  return {
    locations: covered,
    extraLocations: covered - 1,
    totalCents: planTotalCents(CATALOGUE_PLANS[0] as CataloguePlan, covered),
  };
}

export {
  formatPrice,
  type PlanPrices,
  type PricedPlan,
  planPrices,
  planQuote,
  pricedPlans,
} from '../../lib/plan-prices';
