import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Every public page (plus the 404 page), checked in both languages and both themes. */
const publicPaths = [
  '/',
  '/products',
  '/bookrx',
  '/shift',
  '/core',
  '/vault',
  '/partners',
  '/contact',
  '/press',
  '/legal',
  '/no-such-page',
];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map(({ id, impact, nodes }) => ({
    id,
    impact,
    targets: nodes.slice(0, 5).map(({ target, failureSummary }) => `${target.join(' ')}: ${failureSummary}`),
  }));
}

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((chosen) => {
    document.documentElement.classList.toggle('dark', chosen === 'dark');
    document.documentElement.style.colorScheme = chosen;
  }, theme);
  // Let colour transitions finish before contrast is measured.
  await page.waitForTimeout(200);
}

test.describe('accessibility (axe)', () => {
  // One test per page and language: a slow machine stretches each page's check, not one long test.
  for (const language of ['en', 'es'] as const) {
    for (const path of publicPaths) {
      const address = language === 'es' ? `/es${path === '/' ? '' : path}` : path;
      test(`public page ${address}, light and dark, has no violations`, async ({ page }) => {
        const found: Record<string, unknown> = {};
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // The cookie banner is on screen (no answer yet), so it is checked on every page too.
        await expect(page.getByTestId('cookie-banner')).toBeVisible();
        for (const theme of ['light', 'dark'] as const) {
          await useTheme(page, theme);
          const pageViolations = await violations(page);
          if (pageViolations.length > 0) found[`${address} (${theme})`] = pageViolations;
        }
        expect(found).toEqual({});
      });
    }
  }

  test('the open mobile menu and a form with errors have no violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/partners');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      expect(await violations(page)).toEqual([]);
    }
  });
});
