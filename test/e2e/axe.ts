/** The axe checks every journey uses: the rules, the light/dark switch, and "no violations in both themes". */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.1 A/AA and best-practice findings of axe on the page as it is now. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map(({ id, impact, nodes }) => ({
    id,
    impact,
    targets: nodes.slice(0, 5).map(({ target, failureSummary }) => `${target.join(' ')}: ${failureSummary}`),
  }));
}

export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((chosen) => {
    document.documentElement.classList.toggle('dark', chosen === 'dark');
    document.documentElement.style.colorScheme = chosen;
  }, theme);
  // Let colour transitions finish before contrast is measured.
  await page.waitForTimeout(200);
}

/** No axe finding in the light and in the dark theme; the page is left in the light theme. */
export async function expectAccessibleInBothThemes(page: Page) {
  const found: Record<string, unknown> = {};
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    const violations = await axeViolations(page);
    if (violations.length > 0) found[theme] = violations;
  }
  await useTheme(page, 'light');
  expect(found).toEqual({});
}
