import { cognitoTokensFor, registerConfirmed, registration } from '../support/accounts';
import { apiClient, uniqueEmail, waitForMail } from '../support/local-clients';
import { saveScreenshot, signIn, signInThroughPage } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { openInApp } from './navigation';

const NEW_PASSWORD = 'changed-secret5$';

test('a pharmacist changes the password on /account, signs in with it, then signs out everywhere', async ({
  page,
  stack,
}) => {
  // Two sign-ins, a password change and a sign-out everywhere, each ending sessions (about a second each).
  test.setTimeout(120_000);
  const api = apiClient(stack);
  const email = uniqueEmail('e2e-password');
  const password = registration(email).password as string;
  await registerConfirmed(stack, email);
  const otherDevice = await cognitoTokensFor(stack, email, password);
  await signIn(page, email, { password, landing: '/account' });
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();

  const passwordSection = page.getByRole('region', { name: 'Password' });
  // A wrong current password is shown on its field; nothing changes.
  await passwordSection.getByLabel('Current password').fill('not-the-one1!');
  await passwordSection.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await passwordSection.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordSection.getByText('The current password is not correct.')).toBeVisible();
  await expect(passwordSection.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);

  await passwordSection.getByLabel('Current password').fill(password);
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Every other device was signed out.', { exact: false })).toBeVisible();
  // This browser goes on with a new session; the other device's is refused at once.
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
  expect(await api('GET', '/api/profile', { token: otherDevice.accessToken })).toMatchObject({
    status: 401,
    body: { code: 'SESSION_REVOKED' },
  });
  expect((await waitForMail(stack, email, (m) => m.subject === 'Your Lunia password was changed')).subject).toBe(
    'Your Lunia password was changed',
  );

  // A second tab of this browser holds the same session (copied from this tab's). Signing out of this
  // device ends it there too, which says why (docs/decisions/0149-sign-out-reaches-every-tab.md).
  const otherTab = await page.context().newPage();
  await otherTab.goto('/dashboard');
  await expect(otherTab.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(otherTab).toHaveURL(/\/dashboard$/);
  // Sign out of this device, then in with the new password.
  await page.getByRole('region', { name: 'Sign out' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(otherTab).toHaveURL(/\/signin/);
  await expect(otherTab.getByText('You signed out of Lunia in another tab or window.')).toBeVisible();
  await otherTab.close();
  await signInThroughPage(page, email, { password: NEW_PASSWORD });
  const secondDevice = await cognitoTokensFor(stack, email, NEW_PASSWORD);

  await openInApp(page, '/account');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toBeVisible();
  await saveScreenshot(page, 'account-sign-out-everywhere');
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Said once it is done (issue 40).
  await expect(
    page.getByText('Every device signed in to your account was signed out, this one included.'),
  ).toBeVisible();
  expect(await api('GET', '/api/profile', { token: secondDevice.accessToken })).toMatchObject({
    status: 401,
    body: { code: 'SESSION_REVOKED' },
  });
  await page.goto('/account');
  await expect(page).toHaveURL(/\/signin/);
});
