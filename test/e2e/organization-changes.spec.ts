/**
 * Issue 24 in the browser: the owner of a verified organization changes its legal name on the Team
 * tab (by keyboard); the page shows the change pending review with the proposed name while the
 * verified one stays; a super admin approves it from the organization's details in the back office;
 * the owner then sees the new name. Both new page states are checked with axe, and the owner's page
 * has no sideways scroll on a phone.
 */
import type { Page } from '@playwright/test';
import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { DEMO } from '../support/local-clients';
import { createOrganizationAs, setOrganizationFlags } from '../support/organization-fixture';
import { saveScreenshot, signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

/** The organization's details dialog on /admin/organizations, found by search (its index follows the table stream). */
async function openDetails(admin: Page, marker: string, name: string) {
  const row = admin.getByRole('table', { name: 'Organizations' }).getByRole('row', { name: new RegExp(name) });
  await expect(async () => {
    await admin.goto(`/admin/organizations?search=${marker.toLowerCase()}`);
    await expect(row).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await row.getByRole('button', { name: `View ${name}` }).click();
  return admin.getByRole('dialog', { name });
}

test('the owner changes the legal name, it waits for review, a super admin approves and the new name shows', async ({
  page,
  browser,
  stack,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const marker = `Ambar${Date.now().toString(36)}`;
  const name = `${marker} Farmacia`;
  const newName = `${marker} Farmacia Central`;
  const owner = await newAccount(stack, 'changes-owner', { firstName: 'Marta', lastName: 'Ortiz' });
  const orgId = await createOrganizationAs(stack, owner.token, name, { contactEmail: owner.email });
  await setOrganizationFlags(stack, orgId, { verified: true, canSubscribe: true });

  // The owner, on a phone: the form, then the change pending review, with no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, owner.email, { password: TEST_PASSWORD, landing: '/organization-admin?tab=team' });
  const details = page.getByRole('region', { name: 'Organization details' });
  const legalName = details.getByRole('textbox', { name: 'Legal name' });
  // The tab loads the team, then the record (slow on a busy machine).
  await expect(legalName).toHaveValue(name, { timeout: 30_000 });
  await expect(
    details.getByText('Changing this sends it to Lunia for review.', { exact: false }).first(),
  ).toBeVisible();
  await legalName.fill('');
  await legalName.press('Enter');
  await expect(details.getByText('Legal name is required')).toBeVisible();
  await legalName.fill(newName);
  await legalName.press('Enter');
  await expect(details.getByRole('status').filter({ hasText: 'pending review by Lunia' })).toBeVisible();
  const pending = details.getByRole('region', { name: 'Change pending review' });
  await expect(pending.getByText(`Proposed: ${newName} (now: ${name})`)).toBeVisible();
  await expect(legalName).toHaveValue(name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await saveScreenshot(page, 'organization-change-pending');
  await expectAccessibleInBothThemes(page);

  // The super admin approves it from the organization's details.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await admin.getByRole('button', { name: 'Reject all' }).click();
  const dialog = await openDetails(admin, marker, name);
  await expect(dialog.getByText(`${newName} (now: ${name})`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve change' }).click();
  const confirm = admin.getByRole('dialog', { name: `Approve the change of ${name}?` });
  await expectAccessibleInBothThemes(admin);
  await confirm.getByRole('button', { name: 'Approve change' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByRole('status').filter({ hasText: 'was approved' })).toBeVisible();
  await expect(dialog.getByText(newName, { exact: false }).first()).toBeVisible();
  await adminContext.close();

  // The owner reads the organization again: the new name, nothing pending.
  await page.reload();
  await expect(legalName).toHaveValue(newName);
  await expect(details.getByRole('region', { name: 'Change pending review' })).toHaveCount(0);
});
