/**
 * What /pricing shows, read from the rules the rest of the product applies, so the page cannot drift
 * from what is charged. Pure.
 *
 * - Prices: `planAmountCents` (shared/domain/billing.ts), the amount create-checkout-session sends to the
 *   payment provider. The first location is the price of a one-location plan; an extra location is
 *   what one more location adds. The number of modules does not change the amount.
 * - Which module is paid: `PURCHASABLE_MODULES` (what a checkout accepts); which is free once verified:
 *   `FREE_ORGANIZATION_MODULES` (shared/domain/organization-modules.ts); which has not launched:
 *   `DEFAULT_MODULE_STATUS` (shared/domain/modules.ts).
 * - Locations: a plan covers 1 to `MAX_PLAN_LOCATIONS`; without a plan an organization keeps
 *   `FREE_LOCATIONS` (shared/domain/location-limit.ts).
 */
import { MAX_PLAN_LOCATIONS, PLAN_CURRENCY, PURCHASABLE_MODULES, planAmountCents } from '@lunia/shared/domain/billing';
import type { Language, Module } from '@lunia/shared/domain/constants';
import { FREE_LOCATIONS } from '@lunia/shared/domain/location-limit';
import { DEFAULT_MODULE_STATUS } from '@lunia/shared/domain/modules';
import { isFreeOrganizationModule } from '@lunia/shared/domain/organization-modules';

/** The monthly amounts of a plan, whatever paid modules it includes. */
export interface PlanPrices {
  firstLocationCents: number;
  extraLocationCents: number;
  currency: string;
  maxLocations: number;
  freeLocations: number;
}

export function planPrices(): PlanPrices {
  const firstLocationCents = planAmountCents(1);
  return {
    firstLocationCents,
    extraLocationCents: planAmountCents(2) - firstLocationCents,
    currency: PLAN_CURRENCY,
    maxLocations: MAX_PLAN_LOCATIONS,
    freeLocations: FREE_LOCATIONS,
  };
}

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
  return { locations: covered, extraLocations: covered - 1, totalCents: planAmountCents(covered) };
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
