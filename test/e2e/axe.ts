/** The axe checks every journey uses: the rules, the light/dark switch, and "no violations in both themes". */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The rules whose outcome depends on colours. Switching the theme toggles the `dark` class, which
 * changes colours only, so the second theme of a page needs only these; the first gets every rule.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** WCAG 2.1 A/AA and best-practice findings of axe on the page as it is now (`colours`: the colour rules only). */
export async function axeViolations(page: Page, options: { colours?: boolean } = {}) {
  // Only violations are reported: axe then skips building the details of passes and incomplete
  // results (its documented performance option), which is most of its time on long pages.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (options.colours
    ? builder.withRules(COLOUR_RULES)
    : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  ).analyze();
  return results.violations.map(({ id, impact, nodes }) => ({
    id,
    impact,
    targets: nodes.slice(0, 5).map(({ target, failureSummary }) => `${target.join(' ')}: ${failureSummary}`),
  }));
}

export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((chosen) => {
    // Colour transitions off, so contrast is measured on the final colours at once (no waiting). A
    // constructed stylesheet: the CSP (style-src with hashes only) governs <style> elements, not the CSSOM.
    const marker = 'axeNoTransitions';
    if (!document.documentElement.dataset[marker]) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('*, *::before, *::after { transition: none !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      document.documentElement.dataset[marker] = 'on';
    }
    document.documentElement.classList.toggle('dark', chosen === 'dark');
    document.documentElement.style.colorScheme = chosen;
  }, theme);
}

/**
 * Every axe finding of the page in the light theme and the colour findings in the dark one, keyed by
 * theme (empty = none); the page is left in the light theme.
 */
export async function violationsInBothThemes(page: Page): Promise<Record<string, unknown>> {
  const found: Record<string, unknown> = {};
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    const violations = await axeViolations(page, { colours: theme === 'dark' });
    if (violations.length > 0) found[theme] = violations;
  }
  await useTheme(page, 'light');
  return found;
}

/** No axe finding in the light and in the dark theme; the page is left in the light theme. */
export async function expectAccessibleInBothThemes(page: Page) {
  expect(await violationsInBothThemes(page)).toEqual({});
}
