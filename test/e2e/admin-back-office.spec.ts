/**
 * The admin back office in the browser (spec §2 admin pages): a pharmacist is refused every admin page;
 * an admin reaches every page from the dashboard's quick actions and, by keyboard, through the back
 * office's section navigation (issue 23), sees the modules with their user counts, the system health
 * figures, and narrows the organizations table to one organization by search.
 */
import type { Locator, Page } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { accessTokenFor, apiClient, DEMO } from '../support/local-clients';
import { adminOrganizationApi, organizationDocumentsApi } from '../support/organization-document-fixtures';
import { createOrganizationAs, locationPayload } from '../support/organization-fixture';
import { signIn } from './auth-journeys';
import { expect, test } from './fixtures';
import { openInApp } from './navigation';

const ADMIN_PAGES = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/organizations',
  '/admin/modules',
  '/admin/settings',
  '/admin/document-review',
  '/admin/organization-approval',
  '/admin/audit',
];

/** One Tab, waiting for it to have moved focus before the next decision. */
async function pressTab(page: Page) {
  const from = await page.evaluateHandle(() => document.activeElement);
  await page.keyboard.press('Tab');
  await page.waitForFunction((previous) => document.activeElement !== previous, from);
  await from.dispose();
}

/** Tab until the control has focus (no clicks). */
async function tabTo(page: Page, target: Locator, limit = 20) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await pressTab(page);
  }
  throw new Error('Tab never reached the control');
}

test.describe('admin back office', () => {
  test('a pharmacist sees Access Denied on every admin page', async ({ page }) => {
    await signIn(page, DEMO.pharmacist);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The first page is opened by its address, the others as a link would open them (one document).
    for (const [index, path] of ADMIN_PAGES.entries()) {
      if (index === 0) await page.goto(path);
      else await openInApp(page, path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { name: 'Access Denied', level: 1 })).toBeVisible();
      await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
      // Nothing of the page itself is rendered behind the refusal.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('table')).toHaveCount(0);
    }
  });

  test('the dashboard quick actions reach every admin page, and unknown admin paths are a 404', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const quickActions = page.getByRole('region', { name: 'Quick actions' });
    const destinations = [
      { link: 'Manage users', url: /\/admin\/users$/, title: 'User Management' },
      { link: 'Review documents', url: /\/admin\/document-review$/, title: 'Document review' },
      { link: 'Approve organizations', url: /\/admin\/organization-approval$/, title: 'Organization Approval' },
      { link: 'Organizations', url: /\/admin\/organizations$/, title: 'Organizations' },
      { link: 'Modules', url: /\/admin\/modules$/, title: 'Modules' },
      { link: 'System settings', url: /\/admin\/settings$/, title: 'System settings' },
      { link: 'Audit log', url: /\/admin\/audit$/, title: 'Audit log' },
    ];
    await expect(quickActions.getByRole('link')).toHaveCount(destinations.length);
    // Back to the dashboard inside the app, as its own links go: each click is what is checked, not a page load.
    for (const { link, url, title } of destinations) {
      await openInApp(page, '/admin/dashboard');
      await quickActions.getByRole('link', { name: new RegExp(`^${link}`) }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    }

    // Pending items link to the page that handles them, with the counts of the stats.
    await openInApp(page, '/admin/dashboard');
    const pending = page.getByRole('region', { name: 'Pending items' });
    await expect(pending.getByRole('link', { name: /documents? pending review/ })).toHaveAttribute(
      'href',
      '/admin/document-review',
    );
    await expect(pending.getByRole('link', { name: /organizations? pending approval/ })).toHaveAttribute(
      'href',
      '/admin/organization-approval',
    );
    await expect(pending.getByRole('link', { name: /users? awaiting final approval/ })).toHaveAttribute(
      'href',
      '/admin/users?status=pending',
    );

    await page.goto('/admin/no-such-page');
    await expect(page.getByRole('heading', { name: 'This admin page does not exist', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('the section navigation reaches every section by keyboard, marking the current one', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    const sections = [
      { link: 'Dashboard', url: /\/admin\/dashboard$/, title: 'Admin dashboard' },
      { link: 'Documents', url: /\/admin\/document-review$/, title: 'Document review' },
      { link: 'Users', url: /\/admin\/users$/, title: 'User Management' },
      { link: 'Organizations', url: /\/admin\/organizations$/, title: 'Organizations' },
      { link: 'Organization approval', url: /\/admin\/organization-approval$/, title: 'Organization Approval' },
      { link: 'Modules', url: /\/admin\/modules$/, title: 'Modules' },
      { link: 'Reminders', url: /\/admin\/settings#reminder-jobs-heading$/, title: 'System settings' },
      { link: 'Email suppressions', url: /\/admin\/settings#email-suppressions-heading$/, title: 'System settings' },
      { link: 'Extension orders', url: /\/admin\/extension-orders$/, title: 'Extension orders' },
      { link: 'Audit', url: /\/admin\/audit$/, title: 'Audit log' },
      { link: 'Settings', url: /\/admin\/settings$/, title: 'System settings' },
    ];
    await expect(nav.getByRole('link')).toHaveCount(sections.length);
    const expectCurrent = async (name: string) => {
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    };
    await expectCurrent('Dashboard');

    // From the top of the page, Tab reaches the first section; each next Tab the following one, and
    // Enter opens it. The navigation stays in place from page to page, so focus stays in it.
    await tabTo(page, nav.getByRole('link', { name: 'Dashboard', exact: true }));
    for (const [index, { link, url, title }] of sections.entries()) {
      if (index > 0) await pressTab(page);
      const target = nav.getByRole('link', { name: link, exact: true });
      await expect(target).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expectCurrent(link);
      // The section navigation is the way back: no page carries a "Back to …" link of its own.
      await expect(page.getByRole('main').getByRole('link', { name: /^Back to/ })).toHaveCount(0);
      if (link === 'Reminders')
        await expect(page.getByRole('heading', { name: 'Document reminder jobs', level: 2 })).toBeInViewport();
      if (link === 'Email suppressions')
        await expect(page.getByRole('heading', { name: 'Email suppression list', level: 2 })).toBeInViewport();
      // Settings is the same page as the two before it, but lands at its top (issue 40).
      if (link === 'Settings') await expect(page.getByRole('heading', { name: title, level: 1 })).toBeInViewport();
    }

    // An unknown admin address belongs to no section.
    await openInApp(page, '/admin/no-such-page');
    await expect(page.getByRole('heading', { name: 'This admin page does not exist', level: 1 })).toBeVisible();
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
  });

  test('the modules page shows each module with its status and user count', async ({ page }) => {
    await signIn(page, DEMO.admin, { landing: '/admin/modules' });
    await expect(page.getByRole('heading', { name: 'Modules', level: 1 })).toBeVisible();
    const expected = [
      { name: 'BookRx', status: 'Active' },
      { name: 'Shift', status: 'Active' },
      { name: 'Core', status: 'Beta' },
      { name: 'Vault', status: 'Coming Soon' },
    ];
    for (const { name, status } of expected) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 2 }) });
      await expect(card.getByText(status, { exact: true })).toBeVisible();
      await expect(card.getByText(/^\d[\d,]* users?$/)).toBeVisible();
    }
    // Vault cannot be configured yet, and says why; the others link to the users page only.
    const vault = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Vault' }) });
    await expect(vault.getByRole('button', { name: 'Configure' })).toBeDisabled();
    await expect(vault.getByRole('button', { name: 'Configure' })).toHaveAccessibleDescription(
      'Vault has not launched yet, so there is nothing to configure.',
    );
    const bookrx = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'BookRx' }) });
    await expect(bookrx.getByRole('link', { name: 'View users of BookRx' })).toHaveAttribute(
      'href',
      '/admin/users?module=bookrx',
    );
    await expect(bookrx.getByRole('button')).toHaveCount(0);
    // Global settings are announced, with no control.
    const global = page.getByRole('region', { name: 'Global settings' });
    await expect(global.getByText('Coming Soon')).toBeVisible();
    await expect(global.getByRole('button')).toHaveCount(0);
    await expect(global.getByRole('link')).toHaveCount(0);

    // View users: the users list of the people who can open the module, with the filter shown and removable.
    await bookrx.getByRole('link', { name: 'View users of BookRx' }).click();
    await expect(page).toHaveURL(/\/admin\/users\?module=bookrx$/);
    const moduleFilter = page.getByRole('combobox', { name: 'Can open module' });
    await expect(moduleFilter).toHaveValue('bookrx');
    await moduleFilter.selectOption({ label: 'Any or none' });
    await expect(page).toHaveURL(/\/admin\/users$/);
  });

  test('the settings page shows the system health figures and the reminder jobs', async ({ page }) => {
    await signIn(page, DEMO.admin, { landing: '/admin/settings' });
    await expect(page.getByRole('heading', { name: 'System settings', level: 1 })).toBeVisible();
    const health = page.getByRole('region', { name: 'System Health' });
    const queues = health.getByRole('table', { name: 'Queues' });
    for (const queue of ['Email', 'Document reminders']) {
      const row = queues.getByRole('row', { name: new RegExp(`^${queue}`) });
      await expect(row.getByRole('cell')).toHaveCount(3);
      for (const cell of await row.getByRole('cell').all()) await expect(cell).toHaveText(/^\d[\d,]*$/);
    }
    await expect(health.getByText('Emails sent today (UTC)')).toBeVisible();
    await expect(health.getByText('Emails sent today (UTC)').locator('xpath=following-sibling::dd')).toHaveText(
      /^\d[\d,]*$/,
    );
    await expect(health.getByText(/^Checked /)).toBeVisible();
    const reminders = page.getByRole('region', { name: 'Document reminder jobs' });
    await expect(
      reminders.getByRole('table', { name: 'Document reminder jobs' }).or(reminders.getByText('No document reminders')),
    ).toBeVisible();
    // The announced settings are there, none with a control.
    const more = page.getByRole('region', { name: 'More settings' });
    for (const title of ['Security', 'Database', 'Notifications', 'API Management', 'Regional']) {
      await expect(more.getByRole('heading', { name: title, level: 3 })).toBeVisible();
    }
    await expect(more.getByText('Coming Soon')).toHaveCount(5);
    await expect(more.getByRole('button')).toHaveCount(0);
  });

  test('the organizations search narrows the table to one organization, whose details open', async ({
    page,
    stack,
  }) => {
    test.setTimeout(90_000);
    const owner = await newAccount(stack, 'admin-orgs-owner');
    const marker = `Zafiro${Date.now().toString(36)}`;
    const name = `${marker} Farmacia`;
    const orgId = await createOrganizationAs(stack, owner.token, name, { contactEmail: owner.email });
    const location = await apiClient(stack)('POST', '/api/locations', {
      token: owner.token,
      headers: { 'x-active-org-id': orgId },
      body: locationPayload(`${marker} Centro`),
    });
    expect(location.status, location.text).toBe(201);

    await signIn(page, DEMO.admin, { landing: '/admin/organizations' });
    // The cookie banner would cover the last rows of the table.
    await page.getByRole('button', { name: 'Reject all' }).click();
    await expect(page.getByRole('heading', { name: 'Organizations', level: 1 })).toBeVisible();
    const stats = page.getByRole('region', { name: 'Organization statistics' });
    const figure = (label: string) => stats.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
    for (const label of ['Total Organizations', 'Verified', 'Pending'])
      await expect(figure(label)).toHaveText(/^\d[\d,]*$/);
    await expect(figure('Total Revenue')).toHaveText(/^\$\d[\d,]*\.\d\d$/);

    const table = page.getByRole('table', { name: 'Organizations' });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await page.getByLabel('Search').fill(marker.toLowerCase());
    // The search index follows the table stream: give it a moment.
    await expect(table.getByRole('row')).toHaveCount(2, { timeout: 20_000 });
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    // The pharmacy licence it has not uploaded yet counts.
    await expect(row.getByRole('cell', { name: '0/1 verified' })).toBeVisible();
    await expect(row.getByRole('cell', { name: '$0.00' })).toBeVisible();

    await page.getByLabel('Status').selectOption('verified');
    await expect(page.getByText('No organizations found.')).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Status').selectOption('pending');
    await expect(table.getByRole('row')).toHaveCount(2, { timeout: 20_000 });

    await table.getByRole('button', { name: `View ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByRole('heading', { name: 'Members' })).toBeVisible();
    await expect(dialog.getByText(`· ${owner.email} · Owner`)).toBeVisible();
    await expect(dialog.getByText('No documents uploaded.')).toBeVisible();
    await expect(dialog.getByText('No payments recorded.')).toBeVisible();
    // Issue 40: the super admin downloads the location's inspection binder from here.
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: `Download binder of ${marker} Centro` }).click();
    expect((await download).suggestedFilename()).toMatch(/^inspection-binder-zafiro.*-centro-\d{4}-\d{2}-\d{2}\.pdf$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    // Focus goes back to the button that opened the dialog.
    await expect(table.getByRole('button', { name: `View ${name}` })).toBeFocused();
  });

  test('support sends single reminders only and sees Approve disabled with why; a super admin approves', async ({
    page,
    stack,
  }) => {
    test.setTimeout(90_000);
    // An organization in Pending Review: its pharmacy licence approved, the organization not yet.
    const owner = await newAccount(stack, 'admin-roles-owner');
    const name = `Turquesa${Date.now().toString(36)} Farmacia`;
    const orgId = await createOrganizationAs(stack, owner.token, name, { contactEmail: owner.email });
    const licence = await organizationDocumentsApi(stack, owner.token, orgId).upload('pharmacy_license');
    await adminOrganizationApi(stack, await accessTokenFor(stack, DEMO.admin)).approveDocument(licence);

    const cardOf = () => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 2 }) });
    const openApprovalCard = async () => {
      await page.goto('/admin/organization-approval');
      const card = cardOf();
      const loadMore = page.getByRole('button', { name: 'Load more' });
      for (let pages = 0; pages < 20 && !(await card.isVisible()); pages++) {
        if (await loadMore.isVisible()) await loadMore.click();
        await page.waitForTimeout(300);
      }
      await expect(card).toBeVisible();
      return card;
    };

    await signIn(page, DEMO.support);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const supportCard = await openApprovalCard();
    // Issue 40: the control is there, disabled, and says why.
    await expect(supportCard.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(supportCard.getByRole('button', { name: 'Approve' })).toHaveAccessibleDescription(
      /Only a super admin can approve organizations\.$/,
    );

    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Send Document Reminders' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Document Reminders' });
    await expect(dialog.getByRole('radio', { name: 'Individual' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Bulk' })).toHaveCount(0);
    await expect(dialog.getByText('Bulk reminders are sent by a super admin.')).toBeVisible();
    await page.keyboard.press('Escape');

    // The same browser, now as the super admin.
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const adminCard = await openApprovalCard();
    await expect(adminCard.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(adminCard.getByText('Only a super admin can approve organizations.')).toHaveCount(0);
  });
});
