/**
 * Issue 23, phones: at 390×844 no signed-in page scrolls sideways, for a pharmacist, an organization
 * owner and an admin (the seeded demo accounts, only looked at). A wide table or tab row may scroll
 * inside its own container, which a keyboard can reach: the container is focusable and named, or holds
 * focusable controls. The organization switcher shows the organization's whole name, and the back
 * office's section navigation scrolls inside itself with the current section in view.
 */
import type { Page } from '@playwright/test';
import { DEMO } from '../support/local-clients';
import { signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { openInApp } from './navigation';

const WIDTH = 390;

const ACCOUNTS = [
  {
    who: 'a pharmacist',
    email: DEMO.pharmacist,
    pages: ['/dashboard', '/account', '/document-upload', '/bookrx-network', '/create-organization'],
  },
  {
    who: 'an organization owner',
    email: DEMO.owner,
    pages: [
      '/dashboard',
      '/organization-admin',
      '/organization-admin?tab=team',
      '/organization-admin?tab=invites',
      '/organization-admin?tab=billing',
      '/organization-admin?tab=activity',
      '/account',
    ],
  },
  {
    who: 'an admin',
    email: DEMO.admin,
    pages: [
      '/admin/dashboard',
      '/admin/document-review',
      '/admin/users',
      '/admin/organizations',
      '/admin/organization-approval',
      '/admin/modules',
      '/admin/settings',
      '/admin/audit',
      '/admin/no-such-page',
      '/account',
    ],
  },
];

interface Layout {
  pageWidth: number;
  /** Containers that scroll sideways with no way in for a keyboard (neither focusable and named, nor holding a control). */
  unreachable: string[];
}

/** The page's width and its sideways-scrolling containers, as the page is now. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';
    const unreachable = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const { overflowX } = getComputedStyle(element);
        return (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1;
      })
      .filter((element) => {
        const named = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
        const ownStop = element.tabIndex === 0 && named;
        return !ownStop && element.querySelector(focusable) === null;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
    return { pageWidth: document.documentElement.scrollWidth, unreachable };
  });
}

test.describe('signed-in pages at 390×844', () => {
  for (const { who, email, pages } of ACCOUNTS)
    test(`no page of ${who} scrolls sideways`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: WIDTH, height: 844 });
      await signIn(page, email);
      const found: Record<string, Layout> = {};
      for (const path of pages) {
        await openInApp(page, path); // in the app: one document for every page
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Every section has loaded (tables included): no spinner left on the page.
        await expect(page.locator('.animate-spin')).toHaveCount(0);
        const layout = await measure(page);
        if (layout.pageWidth > WIDTH || layout.unreachable.length > 0) found[path] = layout;
      }
      expect(found).toEqual({});
    });

  test('the organization switcher shows the whole name of the organization on a phone', async ({ page }) => {
    await page.setViewportSize({ width: WIDTH, height: 844 });
    await signIn(page, DEMO.owner, { landing: '/organization-admin?tab=team' });
    const switcher = page.getByRole('button', { name: /^You're viewing Farmacia Demo/ });
    await expect(switcher).toContainText('Farmacia Demo');
    const name = switcher.getByText('Farmacia Demo', { exact: true });
    // Not cut short with an ellipsis.
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const box = await switcher.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? WIDTH + 1)).toBeLessThanOrEqual(WIDTH);
    // The header on two rows, the tabs and the team table scrolling in their rows: no axe finding.
    await expect(page.getByRole('table', { name: /^Members of the organization/ })).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });

  test('the back office navigation scrolls inside itself, with the current section in view', async ({ page }) => {
    await page.setViewportSize({ width: WIDTH, height: 844 });
    await signIn(page, DEMO.admin, { landing: '/admin/audit' });
    const nav = page.getByRole('navigation', { name: 'Back office' });
    const current = nav.getByRole('link', { name: 'Audit' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const box = await current.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? WIDTH + 1)).toBeLessThanOrEqual(WIDTH);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    await expectAccessibleInBothThemes(page);
  });
});
