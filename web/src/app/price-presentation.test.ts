import { MAX_PLAN_LOCATIONS, PURCHASABLE_MODULES } from '@lunia/shared/domain/billing';
import { planForModules, stripePriceParams } from '@lunia/shared/domain/billing-catalogue';
import type { Language } from '@lunia/shared/domain/constants';
import { describe, expect, it } from 'vitest';
import { moduleCardPrices, moduleLocationPrices, subscribePath } from '../components/ui/module-cards';
import { formatCents } from '../features/organization-admin/billing-plan';
import { formatPrice, planQuote, pricedPlans } from '../lib/plan-prices';

/**
 * What Stripe charges a month for `quantity` units of a price with graduated tiers, written here from
 * Stripe's definition (https://docs.stripe.com/products-prices/pricing-models#graduated-pricing): each
 * unit at the amount of the tier it falls in. Independent of the catalogue's own arithmetic.
 */
function stripeCharge(params: ReturnType<typeof stripePriceParams>, quantity: number): number {
  let total = 0;
  for (let unit = 1; unit <= quantity; unit++) {
    const tier = params.tiers.find((t) => t.up_to === 'inf' || unit <= t.up_to);
    total += tier?.unit_amount ?? Number.NaN;
  }
  return total;
}

/** Every non-empty combination of the paid modules. */
const COMBINATIONS = Array.from({ length: 2 ** PURCHASABLE_MODULES.length - 1 }, (_, i) =>
  PURCHASABLE_MODULES.filter((_, bit) => (i + 1) & (1 << bit)),
);
const LANGUAGES: Language[] = ['en', 'es'];

describe('one presentation of price (issue 41)', () => {
  it('covers shift, core and the bundle', () => {
    expect(COMBINATIONS.map((modules) => modules.join('+'))).toEqual(['shift', 'core', 'shift+core']);
  });

  for (const modules of COMBINATIONS) {
    for (let locations = 1; locations <= 5; locations++) {
      it(`${modules.join(' + ')}, ${locations} location(s): the pages show what the synced Stripe price charges`, () => {
        const plan = planForModules(modules);
        if (!plan) throw new Error(`No plan for ${modules.join('+')}`);
        const charged = stripeCharge(stripePriceParams(plan), locations);
        const row = pricedPlans().find((p) => p.lookupKey === plan.lookupKey);
        for (const language of LANGUAGES) {
          // The checkout summary (the Billing tab's form) renders its total with formatCents.
          const quote = planQuote(modules, locations);
          expect(quote && formatCents(quote.totalCents, plan.currency, language)).toBe(
            formatCents(charged, plan.currency, language),
          );
          // /pricing: the plan's row (a bundle as its own row), first location plus each extra one.
          expect(row?.bundle).toBe(modules.length > 1);
          const fromTable = (row?.firstLocationCents ?? 0) + (locations - 1) * (row?.extraLocationCents ?? 0);
          expect(formatPrice(fromTable, plan.currency, language)).toBe(formatPrice(charged, plan.currency, language));
          // The module cards: a module's own plan, the same two prices.
          if (modules.length === 1) {
            const card = moduleLocationPrices(modules[0] as (typeof modules)[number], language);
            expect(card).toEqual({
              first: formatPrice(stripeCharge(stripePriceParams(plan), 1), plan.currency, language),
              extra: formatPrice(
                stripeCharge(stripePriceParams(plan), 2) - stripeCharge(stripePriceParams(plan), 1),
                plan.currency,
                language,
              ),
            });
          }
        }
      });
    }
  }

  it.each([0, -1, MAX_PLAN_LOCATIONS + 1, 1.5, Number.NaN])('quotes nothing for %s locations', (locations) => {
    expect(planQuote(['shift'], locations)).toBeNull();
  });

  it('quotes nothing without a module or for a module that is not sold', () => {
    expect(planQuote([], 2)).toBeNull();
    expect(planQuote(['bookrx'], 2)).toBeNull();
  });

  // Issue 40: with Shift running, the Core card showed Core's own $250 while checkout of Shift + Core
  // charges what Shift alone does. The card now says what adding the module changes.
  for (const language of LANGUAGES) {
    it(`${language}: a module added to a running plan shows what the combined plan adds, as checkout charges`, () => {
      const [first, second] = PURCHASABLE_MODULES as unknown as [
        (typeof PURCHASABLE_MODULES)[number],
        (typeof PURCHASABLE_MODULES)[number],
      ];
      const today = planForModules([first]);
      const both = planForModules([first, second]);
      if (!today || !both) throw new Error('catalogue');
      const added = (units: number) =>
        stripeCharge(stripePriceParams(both), units) - stripeCharge(stripePriceParams(today), units);
      const card = moduleCardPrices(second, [first, 'bookrx'], language);
      expect(card.addsTo).toEqual([first]);
      expect(card.first).toBe(formatPrice(added(1), both.currency, language));
      expect(card.extra).toBe(formatPrice(added(2) - added(1), both.currency, language));
      expect(card.free).toBe(added(1) === 0 && added(2) === 0);
      // Without a paid module in the plan, the card shows the module's own plan.
      expect(moduleCardPrices(second, ['bookrx'], language)).toEqual({
        ...moduleLocationPrices(second, language),
        addsTo: [],
        free: false,
      });
    });
  }

  it('adding Core to a Shift plan adds nothing (the bundle costs one plan)', () => {
    expect(moduleCardPrices('core', ['shift'], 'en')).toMatchObject({ first: '$0', extra: '$0', free: true });
  });

  it('Subscribe to a module opens the Billing tab with that module chosen', () => {
    expect(subscribePath('shift')).toBe('/organization-admin?tab=billing&module=shift');
  });
});
