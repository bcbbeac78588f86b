import { readFile } from 'node:fs/promises';
import { cognitoTokensFor, newAccount, TEST_PASSWORD } from '../support/accounts';
import { apiClient } from '../support/local-clients';
import { createOrganizationAs } from '../support/organization-fixture';
import { saveScreenshot, signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

test('a pharmacist downloads their data on /account, then deletes the account and can no longer sign in', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  const account = await newAccount(stack, 'e2e-privacy');
  // The account owns an organization alone: the deletion is refused until it is deleted.
  const orgId = await createOrganizationAs(stack, account.token, 'Farmacia Privacidad');
  await signIn(page, account.email, { password: TEST_PASSWORD, landing: '/account' });
  const privacy = page.getByRole('region', { name: 'Your data' });

  // "Download my data": a JSON file named after the day, holding the account's e-mail.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    privacy.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^lunia-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as { profile: { email: string } };
  expect(exported.profile.email).toBe(account.email);
  await expect(privacy.getByText('Your data was saved as a JSON file.', { exact: false })).toBeVisible();

  // "Delete my account": a wrong password is shown on its field; the only owner is sent to the organization.
  await privacy.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await dialog.getByLabel('Your password').fill('not-the-one1!');
  await confirm.click();
  await expect(dialog.getByText('The password is not correct.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(TEST_PASSWORD);
  await confirm.click();
  await expect(dialog.getByText('You are the only owner of an organization.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Open your organization' })).toHaveAttribute(
    'href',
    '/organization-admin',
  );
  await saveScreenshot(page, 'account-delete-sole-owner');
  await expectAccessibleInBothThemes(page);

  // Once the organization is deleted, the same confirmation deletes the account: the home page says so, signed out.
  const deletedOrganization = await apiClient(stack)('DELETE', `/api/organizations/${orgId}`, {
    token: account.token,
    headers: { 'x-active-org-id': orgId },
  });
  expect(deletedOrganization.status, deletedOrganization.text).toBe(200);
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account was deleted')).toBeVisible();
  await saveScreenshot(page, 'account-deleted-home');

  await expect(cognitoTokensFor(stack, account.email, TEST_PASSWORD)).rejects.toThrow();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/signin/);
});
