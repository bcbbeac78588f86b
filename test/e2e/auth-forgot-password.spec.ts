import { registerConfirmed } from '../support/accounts';
import { uniqueEmail, waitForMail } from '../support/local-clients';
import { signInThroughPage } from './auth-journeys';
import { expect, test } from './fixtures';

test('forgot password: the code from the e-mail sets a new password, which then signs in', async ({ page, stack }) => {
  // An account (issue 38: a registration becomes one only once its e-mailed code is entered).
  const email = uniqueEmail('e2e-reset');
  await registerConfirmed(stack, email);

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();

  const mail = await waitForMail(stack, email, (candidate) =>
    /\b\d{6}\b/.test(candidate.body.text ?? candidate.body.html ?? ''),
  );
  const code = /\b(\d{6})\b/.exec(mail.body.text ?? mail.body.html ?? '')?.[1] ?? '';

  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('New password').fill('new1!pass');
  // Every rule of the checklist is met (issue 38 added "no space at either end" to Cognito's four).
  await expect(page.locator('li[data-met="false"]')).toHaveCount(0);
  await expect(page.locator('li[data-met="true"]')).toHaveCount(5);
  await page.getByLabel('Confirm password').fill('new1!pass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The new password is the one that works now.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signInThroughPage(page, email, { password: 'new1!pass' });
  await expect(page).toHaveURL(/\/dashboard$/);
});
