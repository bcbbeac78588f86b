import { registerConfirmed, registration, signInWith } from '../support/accounts';
import { codeMailedTo } from '../support/email-code';
import { uniqueEmail } from '../support/local-clients';
import { saveScreenshot, signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

// A valid 1×1 PNG.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('account and dashboard', () => {
  test('account: photo rules, upload and removal, LUNIA ID copy, personal information', async ({ page, stack }) => {
    const email = uniqueEmail('e2e-account');
    await registerConfirmed(stack, email);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, email, { password: registration(email).password as string });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Active organizations')).toBeVisible();
    await saveScreenshot(page, 'dashboard');
    await expectAccessibleInBothThemes(page);

    await page.getByRole('link', { name: 'Account settings' }).first().click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();

    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'too-big.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff),
    });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('File size must be less than 5MB');
    await fileInput.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('File must be JPEG or PNG');

    await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByText('Your profile photo was updated.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByText('Your profile photo was removed.')).toBeVisible();

    const luniaId = (await page.locator('code').first().textContent()) ?? '';
    expect(luniaId).not.toBe('');
    await page.getByRole('button', { name: `Copy LUNIA ID ${luniaId}` }).click();
    await expect(page.getByRole('button', { name: `Copy LUNIA ID ${luniaId}` })).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(luniaId);
    await expect(page.getByRole('button', { name: `Copy LUNIA ID ${luniaId}` })).toHaveText('Copy', { timeout: 4000 });

    await page.getByLabel('First name').fill('Lucy');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your information was updated.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Lucy Rivera' })).toBeVisible();

    await saveScreenshot(page, 'account');
    await expectAccessibleInBothThemes(page);
  });

  test('account: a new email takes effect only with the code sent to it', async ({ page, stack }) => {
    const email = uniqueEmail('e2e-email-old');
    const newEmail = uniqueEmail('e2e-email-new');
    const password = registration(email).password as string;
    await registerConfirmed(stack, email);
    await signIn(page, email, { password, landing: '/account' });
    const emailField = page.getByLabel('Email', { exact: true });
    await expect(emailField).toHaveValue(email);

    await emailField.fill(newEmail);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`We sent a 6-digit code to ${newEmail}.`)).toBeVisible();
    await expect(page.getByText('Your new email takes effect once you enter the code', { exact: false })).toBeVisible();
    // Until the code is confirmed the old address stays in effect, and a resend waits for the cooldown.
    await expect(emailField).toHaveValue(email);
    await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    await expectAccessibleInBothThemes(page);

    const code = await codeMailedTo(stack, newEmail);
    const codeField = page.getByLabel('Verification code');
    await expect(codeField).toBeFocused();
    await codeField.fill(code === '000000' ? '999999' : '000000');
    await codeField.press('Enter');
    await expect(
      page.getByText('That code is not correct. Please check it and try again. Tries left: 4'),
    ).toBeVisible();
    await expect(codeField).toBeFocused();
    await expectAccessibleInBothThemes(page);

    await codeField.fill(code);
    await codeField.press('Enter');
    await expect(page.getByText('Your email was changed. Use it from now on to sign in.')).toBeVisible();
    await expect(emailField).toHaveValue(newEmail);
    await expect(page.getByLabel('Verification code')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toHaveCount(0);
    expect(await signInWith(stack, newEmail, password)).toEqual(expect.any(String));
  });

  test('account: an unproven email can be verified, and a pending change cancelled', async ({ page, stack }) => {
    const email = uniqueEmail('e2e-verify');
    await registerConfirmed(stack, email);
    await signIn(page, email, { password: registration(email).password as string, landing: '/es/account' });
    await expect(page.getByRole('heading', { name: 'Verifique su correo electrónico' })).toBeVisible();
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expectAccessibleInBothThemes(page);

    await page.getByRole('button', { name: 'Send code' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
    const code = await codeMailedTo(stack, email);
    await page.keyboard.type(code); // the code field has the focus
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Your email ${email} is verified.`)).toBeVisible();
    await expectAccessibleInBothThemes(page);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toHaveCount(0);
    const newEmail = uniqueEmail('e2e-verify-new');
    await page.getByLabel('Email', { exact: true }).fill(newEmail);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`We sent a 6-digit code to ${newEmail}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel email change' }).click();
    await expect(page.getByText('The email change was cancelled. Your email stays the same.')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Verification code')).toHaveCount(0);
  });

  test('the payment message shows and the parameter is removed', async ({ page }) => {
    await signIn(page, 'pharmacist@lunia.local', { landing: '/dashboard?payment=cancelled' });
    await expect(page.getByText('Payment cancelled')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('anonymous visitors of /dashboard and /account are sent to /signin', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/signin$/);
  });
});
