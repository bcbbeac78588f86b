/**
 * The one presentation of price (issue 41): what /pricing, the module cards and the checkout summary
 * show, from the billing catalogue the payment provider charges (shared/domain/billing-catalogue.ts,
 * made as Stripe prices by `npm run stripe:sync`). Each plan (Shift, Core, the bundle Shift + Core)
 * has a price for its first location and for each further one; what a plan costs for some locations
 * is what Stripe's graduated tiers charge for that quantity. Pure.
 */
import { MAX_PLAN_LOCATIONS, type PurchasableModule } from '@lunia/shared/domain/billing';
import {
  CATALOGUE_PLANS,
  type CataloguePlan,
  planForModules,
  planLocationPrices,
  planTotalCents,
} from '@lunia/shared/domain/billing-catalogue';
import type { Language } from '@lunia/shared/domain/constants';
import { FREE_LOCATIONS } from '@lunia/shared/domain/location-limit';

/** The monthly amounts of a plan, whatever paid modules it includes. */
export interface PlanPrices {
  firstLocationCents: number;
  extraLocationCents: number;
  currency: string;
  maxLocations: number;
  freeLocations: number;
}

/** The prices of the plan of exactly `modules` (default: the first plan of the catalogue, one module). */
export function planPrices(modules?: readonly string[]): PlanPrices {
  const plan = (modules ? planForModules(modules) : CATALOGUE_PLANS[0]) as CataloguePlan;
  return {
    ...planLocationPrices(plan),
    currency: plan.currency,
    maxLocations: MAX_PLAN_LOCATIONS,
    freeLocations: FREE_LOCATIONS,
  };
}

/** Each plan of the catalogue with its prices, one-module plans first, then the bundle. */
export interface PricedPlan extends PlanPrices {
  lookupKey: string;
  modules: readonly PurchasableModule[];
  bundle: boolean;
}

export const pricedPlans = (): PricedPlan[] =>
  CATALOGUE_PLANS.map((plan) => ({
    ...planPrices(plan.modules),
    lookupKey: plan.lookupKey,
    modules: plan.modules,
    bundle: plan.modules.length > 1,
  }));

/**
 * What a checkout of `modules` for `locations` locations charges a month (the checkout summary), or
 * null when the choice is not a plan (no module, or locations outside 1 to the maximum).
 */
export function planQuote(
  modules: readonly string[],
  locations: number,
): { totalCents: number; extraLocations: number; firstLocationCents: number; extraLocationCents: number } | null {
  const plan = planForModules(modules);
  if (!plan || modules.length === 0 || !Number.isInteger(locations) || locations < 1 || locations > MAX_PLAN_LOCATIONS)
    return null;
  return { totalCents: planTotalCents(plan, locations), extraLocations: locations - 1, ...planLocationPrices(plan) };
}

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-PR' };

/** "$250" or "$49.50": whole amounts without cents, in the page's language. */
export function formatPrice(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/**
 * What adding `module` to a running plan of `planModules` changes a month (issue 40): the catalogue's
 * plan of both minus the plan of today, for the first location and each further one. With no paid
 * module in the plan it is the module's own plan. The bundle costs what one module does, so adding
 * Core to Shift adds nothing, and the card says so instead of the one-module price.
 */
export function addedModulePrices(
  module: PurchasableModule,
  planModules: readonly string[],
): { firstLocationCents: number; extraLocationCents: number; currency: string } {
  const current = planModules.filter((m) => m !== module);
  const next = planPrices([...current, module]);
  if (current.length === 0 || !planForModules(current)) return next;
  const today = planPrices(current);
  return {
    firstLocationCents: next.firstLocationCents - today.firstLocationCents,
    extraLocationCents: next.extraLocationCents - today.extraLocationCents,
    currency: next.currency,
  };
}
