/**
 * Issue 23, phones: at 390×844 no signed-in page scrolls sideways, for a pharmacist, an organization
 * owner and an admin (the owner and the admin are seeded demo accounts, only looked at). The pharmacist
 * is a fresh account with documents, one with a long file name and one denied with a reason, so the
 * document pages are measured with their cards filled, in English and in Spanish. A wide table or tab
 * row may scroll inside its own container, which a keyboard can reach: the container is focusable and
 * named, or holds focusable controls. The organization switcher shows the organization's whole name, and the back
 * office's section navigation scrolls inside itself with the current section in view.
 */
import type { Page } from '@playwright/test';
import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { adminApi, documentsApi, files } from '../support/document-fixtures';
import { accessTokenFor, DEMO } from '../support/local-clients';
import type { StackInfo } from '../support/stack-info';
import { captureForReview, signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { openInApp, switchLanguage } from './navigation';

const WIDTH = 390;

/** A file name longer than a phone is wide: the card shows it on one line, cut with an ellipsis. */
const LONG_FILE_NAME = 'licencia-farmaceutico-colegio-de-farmaceuticos-de-puerto-rico-renovacion-2026.pdf';

/**
 * A new pharmacist with two documents on file: the licence under the long name, and the college
 * licence denied by the demo admin with a reason (both cards then carry their longest lines).
 */
async function pharmacistWithDocuments(stack: StackInfo): Promise<{ email: string; password: string }> {
  const pharmacist = await newAccount(stack, 'mobile-widths');
  const documents = documentsApi(stack, pharmacist.token);
  await documents.upload('pharmacist_license', files.pdf(LONG_FILE_NAME));
  const college = await documents.upload('college_license', files.png('colegio.png'));
  await adminApi(stack, await accessTokenFor(stack, DEMO.admin)).deny(
    college,
    'The scan is blurry; please upload a clearer copy of the whole card.',
  );
  return { email: pharmacist.email, password: TEST_PASSWORD };
}

interface Account {
  who: string;
  signInAs: (stack: StackInfo) => Promise<{ email: string; password?: string }>;
  pages: string[];
  /** Pages measured again after switching to Spanish (longer labels). */
  spanishPages?: string[];
}

const ACCOUNTS: Account[] = [
  {
    who: 'a pharmacist with documents',
    signInAs: pharmacistWithDocuments,
    pages: ['/dashboard', '/account', '/document-upload', '/bookrx-network', '/create-organization'],
    spanishPages: ['/dashboard', '/document-upload', '/bookrx-network'],
  },
  {
    who: 'an organization owner',
    signInAs: async () => ({ email: DEMO.owner }),
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
    signInAs: async () => ({ email: DEMO.admin }),
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
  for (const { who, signInAs, pages, spanishPages = [] } of ACCOUNTS)
    test(`no page of ${who} scrolls sideways`, async ({ page, stack }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: WIDTH, height: 844 });
      const { email, password } = await signInAs(stack);
      await signIn(page, email, password ? { password } : {});
      const found: Record<string, Layout> = {};
      const visit = async (paths: string[], language: 'en' | 'es') => {
        for (const path of paths) {
          await openInApp(page, path); // in the app: one document for every page
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // Every section has loaded (tables included): no spinner left on the page.
          await expect(page.locator('.animate-spin')).toHaveCount(0);
          const layout = await measure(page);
          if (layout.pageWidth > WIDTH || layout.unreachable.length > 0) found[`${language} ${path}`] = layout;
          await captureForReview(page, `phone-${language}${path.replace(/[/?=]/g, '-')}`);
        }
      };
      await visit(pages, 'en');
      if (spanishPages.length > 0) {
        await switchLanguage(page, 'es');
        await visit(spanishPages, 'es');
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

  test('the organization page scrolls its selected tab into view on a phone (issue 40)', async ({ page }) => {
    await page.setViewportSize({ width: WIDTH, height: 844 });
    await signIn(page, DEMO.owner, { landing: '/organization-admin?tab=activity' });
    const row = page.getByRole('tablist', { name: 'Organization administration sections' });
    const selected = row.getByRole('tab', { selected: true });
    await expect(selected).toHaveText('Activity');
    // The row scrolls sideways at this width; the last tab is inside its visible part.
    expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect
      .poll(async () => {
        const [tab, list] = await Promise.all([selected.boundingBox(), row.boundingBox()]);
        return Boolean(tab && list && tab.x >= list.x - 1 && tab.x + tab.width <= list.x + list.width + 1);
      })
      .toBe(true);
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
