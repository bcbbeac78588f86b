/** Steps the auth and account journeys share: signing in through the page, and the axe check. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/local-clients';
import { expect } from './fixtures';

export const SESSION_EXPIRED_MESSAGE = 'Authentication expired. Please log in again.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials. Please check your email and password and try again.';

/** Signs in on /signin (or on the sign-in page the browser was sent to) and waits to leave it. */
export async function signInThroughPage(
  page: Page,
  email: string,
  options: { password?: string; remember?: boolean; open?: boolean } = {},
) {
  if (options.open !== false) await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? DEMO_PASSWORD);
  if (options.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

/** WCAG 2.1 A/AA rules of axe on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** A full-page screenshot for review, from the top and without the cookie banner over the content. */
export async function saveScreenshot(page: Page, name: string) {
  const rejectCookies = page.getByRole('button', { name: 'Reject all' });
  if (await rejectCookies.isVisible()) await rejectCookies.click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/e2e/${name}.png`, fullPage: true });
}
