import { registration } from '../support/accounts';
import { apiClient, uniqueEmail } from '../support/local-clients';
import { expectNoAxeViolations, saveScreenshot, signInThroughPage } from './auth-journeys';
import { expect, test } from './fixtures';

// A valid 1×1 PNG.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('account and dashboard', () => {
  test('account: photo rules, upload and removal, LUNIA ID copy, personal information', async ({ page, stack }) => {
    const email = uniqueEmail('e2e-account');
    const created = await apiClient(stack)('POST', '/api/auth/register', { body: registration(email) });
    expect(created.status).toBe(201);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInThroughPage(page, email, { password: registration(email).password as string });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Active organizations')).toBeVisible();
    await saveScreenshot(page, 'dashboard');
    await expectNoAxeViolations(page);

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
    await expectNoAxeViolations(page);
  });

  test('the payment message shows and the parameter is removed', async ({ page }) => {
    await signInThroughPage(page, 'pharmacist@lunia.local');
    await page.goto('/dashboard?payment=cancelled');
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
