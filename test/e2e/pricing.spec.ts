/**
 * /pricing (issues 24 and 41) shows the amounts the checkout charges: the page's figures are read back
 * and compared with the billing catalogue (shared/src/domain/billing-catalogue.ts: each module's plan,
 * and the Shift + Core bundle as its own row), in English and Spanish, on the
 * prerendered page with JavaScript off (what a visitor sees first and a crawler reads). Then, hydrated on
 * a 390×844 phone (reached from /products in English), nothing scrolls sideways and the browser reports
 * no error (a hydration mismatch would).
 */
import { PURCHASABLE_MODULES, planAmountCents } from '@lunia/shared/domain/billing';
import { CATALOGUE_PLANS, planForModules, planLocationPrices } from '@lunia/shared/domain/billing-catalogue';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const LANGUAGES = {
  en: {
    address: '/pricing',
    included: 'Included with verification',
    comingSoon: 'Coming soon',
    register: 'Create your free ID',
    example: /covering (\d+) locations costs (\$[\d,.]+) a month/,
    footerLink: 'Pricing',
    openMenu: 'Open menu',
  },
  es: {
    address: '/es/pricing',
    included: 'Incluido con la verificación',
    comingSoon: 'Próximamente',
    register: 'Cree su ID gratis',
    example: /cubre (\d+) ubicaciones cuesta (\$[\d,.]+) al mes/,
    footerLink: 'Precios',
    openMenu: 'Abrir menú',
  },
} as const;

const MODULE_NAMES = { bookrx: 'BookRx', shift: 'Shift', core: 'Core', vault: 'Vault' } as const;

/** "$1,250.50" → 125050 (both languages write US dollars this way). */
function cents(price: string): number {
  const match = /\$([\d,]+(?:\.\d{2})?)/.exec(price);
  if (!match?.[1]) throw new Error(`No price in "${price}"`);
  return Math.round(Number(match[1].replaceAll(',', '')) * 100);
}

function moduleRow(table: Locator, page: Page, module: keyof typeof MODULE_NAMES): Locator {
  return table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${MODULE_NAMES[module]}\\b(?! \\+)`) }) });
}

test.describe('public pricing', () => {
  for (const [language, text] of Object.entries(LANGUAGES))
    test(`the prerendered page in ${language} shows the catalogue's prices`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(text.address);
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      const table = page.getByRole('table');
      await expect(table.locator('caption')).toHaveCount(1);
      await expect(table.locator('th[scope="col"]')).toHaveCount(3);
      const bundles = CATALOGUE_PLANS.filter((plan) => plan.modules.length > 1);
      await expect(table.locator('th[scope="row"]')).toHaveCount(Object.keys(MODULE_NAMES).length + bundles.length);

      const expected = (modules: readonly string[]) => {
        const plan = planForModules(modules);
        if (!plan) throw new Error(`No plan for ${modules.join('+')}`);
        const { firstLocationCents, extraLocationCents } = planLocationPrices(plan);
        return [firstLocationCents, extraLocationCents];
      };
      for (const module of PURCHASABLE_MODULES) {
        const prices = await moduleRow(table, page, module).getByRole('cell').allInnerTexts();
        expect(prices.map(cents), module).toEqual(expected([module]));
      }
      // A bundle is shown as a bundle: its modules together, one plan's price.
      for (const bundle of bundles) {
        const row = table.locator(`tr[data-bundle="${bundle.modules.join('+')}"]`);
        await expect(row.getByRole('rowheader')).toContainText(bundle.modules.map((m) => MODULE_NAMES[m]).join(' + '));
        expect((await row.getByRole('cell').allInnerTexts()).map(cents)).toEqual(expected(bundle.modules));
      }
      await expect(moduleRow(table, page, 'bookrx').getByRole('cell')).toHaveText([new RegExp(`^${text.included}`)]);
      await expect(moduleRow(table, page, 'vault').getByRole('cell')).toHaveText([new RegExp(`^${text.comingSoon}`)]);

      // The worked example is a plan the checkout would charge exactly that for.
      const example = text.example.exec((await page.getByRole('main').innerText()) ?? '');
      expect(example, 'the worked example').not.toBeNull();
      expect(cents(example?.[2] ?? '')).toBe(planAmountCents(Number(example?.[1])));

      const prefix = language === 'es' ? '/es' : '';
      await expect(page.getByRole('link', { name: text.register })).toHaveAttribute('href', `${prefix}/register`);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: text.footerLink })).toHaveAttribute(
        'href',
        `${prefix}/pricing`,
      );
      await context.close();
    });

  test('on a 390×844 phone the hydrated page does not scroll sideways, in either language', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    for (const { address, openMenu } of Object.values(LANGUAGES)) {
      if (address === LANGUAGES.en.address) {
        // In English the way in is the products comparison's link.
        await page.goto('/products');
        await expect(page.getByRole('button', { name: openMenu })).toBeEnabled();
        await page.getByRole('link', { name: 'See what each product costs' }).click();
        await expect(page).toHaveURL(address);
      } else await page.goto(address);
      // The header's menu button is enabled once the page has hydrated.
      await expect(page.getByRole('button', { name: openMenu })).toBeEnabled();
      await expect(page.getByRole('table')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), address).toBeLessThanOrEqual(390);
    }
    expect(problems).toEqual([]);
  });
});
