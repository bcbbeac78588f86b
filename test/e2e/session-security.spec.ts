/**
 * Issue 13 in the browser: an admin who is not a seeded demo account enrols an authenticator app on
 * the first sign-in (QR code and key, checked with axe in light and dark), is sent to sign in again and
 * signs in with a code (issue 38: only a session that used the code reaches the back office); a pharmacist whose account a super admin disables is sent to /signin with a clear message on
 * the next click.
 */
import { ensureUser } from '../../infra/local/seed';
import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { accessTokenFor, apiClient, DEMO, uniqueEmail } from '../support/local-clients';
import { totpCode } from '../support/totp';
import { saveScreenshot, signIn, signInThroughPage } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

test('a new admin enrols an authenticator app, then signs in with its code', async ({ page, stack, browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('e2e-new-admin');
  await ensureUser(stack, {
    email,
    password: TEST_PASSWORD,
    firstName: 'Nilda',
    lastName: 'Nueva',
    groups: ['support'],
  });

  await signInThroughPage(page, email, { password: TEST_PASSWORD });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Set up two-step verification', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to add Lunia to your authenticator app' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await saveScreenshot(page, 'admin-mfa-enrolment');
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  // A wrong code is refused with a clear message. The right one ends this password-only session (issue
  // 38: admin trust is per session): /signin says why, and a sign-in with the code opens the back office.
  const codeField = page.getByLabel('Code from your app');
  await codeField.fill('000000');
  await codeField.press('Enter');
  await expect(page.getByText('That code is not right. Enter the code your app shows now.')).toBeVisible();
  await codeField.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify and continue' }).press('Enter');
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByRole('alert')).toHaveText(
    'Two-step verification is on. Sign in again with your password and the code your authenticator app shows.',
  );
  await expectAccessibleInBothThemes(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const firstCode = page.getByLabel('Authentication code');
  await firstCode.fill(totpCode(secret));
  await firstCode.press('Enter');
  await expect(page.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible();

  // A new browser: the password alone is not enough any more.
  const context = await browser.newContext({ baseURL: stack.urls.web ?? '' });
  const second = await context.newPage();
  await second.goto('/signin');
  await second.getByLabel('Email').fill(email);
  await second.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await second.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(second.getByText('Enter the 6-digit code your authenticator app shows for Lunia.')).toBeVisible();
  await expectAccessibleInBothThemes(second);
  const code = second.getByLabel('Authentication code');
  await code.fill(totpCode(secret));
  await code.press('Enter');
  await expect(second).toHaveURL(/\/admin\/dashboard$/);
  await expect(second.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible();
  await context.close();
});

test('a disabled pharmacist is sent to /signin with a clear message on the next click', async ({ page, stack }) => {
  const pharmacist = await newAccount(stack, 'e2e-disabled');
  await signIn(page, pharmacist.email, { password: TEST_PASSWORD });
  await expect(page).toHaveURL(/\/dashboard$/);

  const adminToken = await accessTokenFor(stack, DEMO.admin);
  const disabled = await apiClient(stack)('POST', `/api/admin/users/${pharmacist.userId}/disable`, {
    token: adminToken,
  });
  expect(disabled.status, disabled.text).toBe(200);

  // The next request ends the session: the click, or the dashboard's own refresh if it comes first.
  await page
    .getByRole('link', { name: 'Account settings' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByRole('alert')).toHaveText(
    'Your account has been disabled. Contact Lunia support to restore access.',
  );
  // Signing in again is refused like any failed sign-in (nothing says whether the account exists).
  await page.getByLabel('Email').fill(pharmacist.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid credentials. Please check your email and password and try again.',
  );
});
