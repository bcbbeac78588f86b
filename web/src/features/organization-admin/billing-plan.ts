/** Pure rules of the Billing tab (the live price of a plan is lib/plan-prices.ts's planQuote): money in the UI language, the default number of locations, and what a failed checkout tells the user. */
import { PURCHASABLE_MODULES, type PurchasableModule } from '@lunia/shared/domain/billing';
import type { Language } from '@lunia/shared/domain/constants';
import { ApiError } from '../../lib/api-client';
import enCommon from '../../locales/en/common.json';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-PR' };

/** "$250.00": an amount in cents, in the UI language (the API's currency codes are lower case). */
export function formatCents(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/** The form starts with the locations the organization has now (at least 1, at most what a plan covers). */
export function defaultPlanLocations(locationCount: number, maxLocations: number): number {
  return Math.min(Math.max(locationCount, 1), Math.max(maxLocations, 1));
}

/** The API error codes `common:errors.<CODE>` explains. */
export type CommonErrorCode = keyof typeof enCommon.errors;

const isCommonErrorCode = (code: string): code is CommonErrorCode => Object.hasOwn(enCommon.errors, code);

/**
 * What the user reads when the checkout could not start: the code's own text (`common:errors.<CODE>`)
 * when there is one; else, by status, that the organization may not subscribe yet (403) or already has
 * a plan (409); else a generic failure.
 */
export type CheckoutFailure =
  | { kind: 'common'; code: CommonErrorCode }
  | { kind: 'billing'; key: 'notAllowed' | 'planActive' | 'failed' };

export function checkoutFailure(error: unknown): CheckoutFailure {
  if (!(error instanceof ApiError)) return { kind: 'billing', key: 'failed' };
  if (isCommonErrorCode(error.code)) return { kind: 'common', code: error.code };
  if (error.status === 403) return { kind: 'billing', key: 'notAllowed' };
  if (error.status === 409) return { kind: 'billing', key: 'planActive' };
  return { kind: 'billing', key: 'failed' };
}

/** The form's first modules: the last plan's when renewing, plus the module the visitor chose to subscribe to. */
export function initialModules(
  status: 'none' | 'canceled' | 'past_due',
  planModules: readonly PurchasableModule[],
  chosen: PurchasableModule | undefined,
): PurchasableModule[] {
  const start = status === 'none' ? [] : [...planModules];
  return chosen && !start.includes(chosen) ? [...start, chosen] : start;
}

/** `?module=` when it names a module that is sold, else none. */
export const chosenModule = (param: string | null): PurchasableModule | undefined =>
  (PURCHASABLE_MODULES as readonly string[]).includes(param ?? '') ? (param as PurchasableModule) : undefined;
