/**
 * Issue 24 in the browser: a super admin suspends an organization from its details in the back office,
 * with a reason; its owner sees the banner, with the reason, on the dashboard and on organization
 * administration; the super admin lifts the suspension and the banner is gone.
 */
import type { Page } from '@playwright/test';
import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { DEMO } from '../support/local-clients';
import { createOrganizationAs } from '../support/organization-fixture';
import { saveScreenshot, signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { openInApp } from './navigation';

const REASON = 'Pharmacy licence under review by the board';
const SUSPENDED_STATUS =
  'Suspended by Lunia: its modules, BookRx included, do not open until Lunia lifts the suspension.';
const BANNER = `This organization is suspended: ${REASON}. Modules do not open; contact support.`;

/** The organization's details dialog on /admin/organizations, found by search (its index follows the table stream). */
async function openDetails(admin: Page, marker: string, name: string) {
  const row = admin.getByRole('table', { name: 'Organizations' }).getByRole('row', { name: new RegExp(name) });
  await expect(async () => {
    await admin.goto(`/admin/organizations?search=${marker.toLowerCase()}`);
    await expect(row).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await row.getByRole('button', { name: `View ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name });
  await expect(dialog.getByRole('heading', { name: 'Suspension' })).toBeVisible();
  return { row, dialog };
}

test('a super admin suspends an organization with a reason; its owner sees why until it is lifted', async ({
  page,
  browser,
  stack,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const marker = `Cuarzo${Date.now().toString(36)}`;
  const name = `${marker} Farmacia`;
  const owner = await newAccount(stack, 'lifecycle-owner', { firstName: 'Irene', lastName: 'Vega' });
  const orgId = await createOrganizationAs(stack, owner.token, name, { contactEmail: owner.email });

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await admin.getByRole('button', { name: 'Reject all' }).click();
  let { row, dialog } = await openDetails(admin, marker, name);
  await expect(dialog.getByText(`${name} is not suspended: its modules open for its members.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Suspend organization' }).click();
  // The reason is required: an empty one is refused in the form.
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill(REASON);
  await saveScreenshot(admin, 'admin-organization-suspend');
  await expectAccessibleInBothThemes(admin);
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: `${name} is suspended.` })).toBeVisible();
  await expect(dialog.getByText(`Reason: ${REASON}`)).toBeVisible();
  // The table behind the dialog is hidden from assistive technology until it closes.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(row.getByText(`Suspended: ${REASON}`)).toBeVisible();

  // The owner: the banner on the dashboard (organization context) and on organization administration.
  await signIn(page, owner.email, { password: TEST_PASSWORD, landing: '/dashboard' });
  await expect(page.getByText(`You're viewing ${name}.`)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: BANNER })).toBeVisible();
  // The BookRx card says "suspended" and no other status beside it (issue 40).
  await expect(page.getByText(SUSPENDED_STATUS)).toBeVisible();
  await expect(page.getByText('Not submitted: the pharmacy license is needed.')).toHaveCount(0);
  await openInApp(page, '/organization-admin');
  await expect(page.getByRole('alert').filter({ hasText: BANNER })).toBeVisible();

  // The super admin lifts it, with a reason.
  ({ row, dialog } = await openDetails(admin, marker, name));
  await dialog.getByRole('button', { name: 'Lift suspension' }).click();
  await dialog.getByLabel('Reason').fill('The board confirmed the licence');
  await dialog.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: `The suspension of ${name} was lifted.` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByText('Suspended', { exact: true })).toHaveCount(0);
  await adminContext.close();

  // The dashboard reads the organization again; once its answer is in, no banner.
  const record = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/organizations/${orgId}` && response.ok(),
  );
  await page.goto('/dashboard');
  await record;
  await expect(page.getByText(`You're viewing ${name}.`)).toBeVisible();
  await expect(page.getByText('This organization is suspended', { exact: false })).toHaveCount(0);
  await expect(page.getByText(SUSPENDED_STATUS)).toHaveCount(0);
});
