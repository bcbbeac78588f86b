/**
 * The one accessibility check of the browser tests: axe-core's rules, the light/dark switch, and "no
 * violations in both themes". axe-core is injected into the page once per document and run there
 * directly: a scan then costs a few hundred milliseconds (the @axe-core/playwright builder re-injects
 * the library and finishes every run in a new blank page, about 10× slower here;
 * docs/decisions/0031-test-loop-measured.md). The pages have no iframes, so running in the top document is the whole
 * page.
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type axe from 'axe-core';
import { expect } from './fixtures';

/**
 * axe-core's minified build (650 KB), not `axe.source` (its 1.48 MB readable build): the same rules,
 * sent to and compiled by every scanned document. Measured on a small page, per injection and scan:
 * chromium 79–92 ms against 115–124, the test's worker 11–13 ms against 15–17.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A/AA and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/**
 * The rules whose outcome depends on colours. Switching the theme toggles the `dark` class, which
 * changes colours only, so the second theme of a page needs only these; the first gets every rule.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface Finding {
  id: string;
  impact?: string | null;
  targets: string[];
}

async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(AXE_SOURCE);
}

/** WCAG 2.1 A/AA and best-practice findings of axe on the page as it is now (`colours`: the colour rules only). */
export async function axeViolations(page: Page, options: { colours?: boolean } = {}): Promise<Finding[]> {
  await injectAxe(page);
  const runOnly = options.colours ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: TAGS };
  return page.evaluate(async (runOnly) => {
    const axeInPage = (window as unknown as { axe: typeof axe }).axe;
    // Only violations are reported: axe then skips the details of passes and incomplete results.
    const results = await axeInPage.run(document, { runOnly, resultTypes: ['violations'] } as axe.RunOptions);
    return results.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      targets: nodes.slice(0, 5).map(({ target, failureSummary }) => `${target.join(' ')}: ${failureSummary}`),
    }));
  }, runOnly);
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
