/**
 * The BookRx profile on /bookrx-network (portal-and-admin §7 "BookRx profile GET and PUT"): a
 * pharmacist writes a bio and picks preferred regions by keyboard, saves, and finds them after a reload;
 * the form passes axe in light and dark.
 */
import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { saveScreenshot, signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

test('a pharmacist writes their BookRx bio and preferred regions', async ({ page, stack }) => {
  const account = await newAccount(stack, 'e2e-bookrx-bio');
  await signIn(page, account.email, { password: TEST_PASSWORD, landing: '/bookrx-network' });
  const form = page.getByRole('region', { name: 'Your BookRx profile' });
  await expect(form).toBeVisible();
  const save = form.getByRole('button', { name: 'Save profile' });
  await expect(save).toBeDisabled();

  const bio = form.getByLabel('About you');
  const written = 'Community pharmacist for ten years; I speak English and Spanish.';
  await bio.fill(written);
  await expect(form.getByText(`${2000 - written.length} characters left`)).toBeVisible();
  // Regions by keyboard: focus the first, tab to the third, Space ticks it.
  await form.getByRole('checkbox', { name: 'San Juan metro area' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: 'South' })).toBeChecked();
  await save.click();
  await expect(form.getByText('Your BookRx profile was saved.')).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await saveScreenshot(page, 'bookrx-profile');

  await page.reload();
  await expect(form.getByLabel('About you')).toHaveValue(written);
  await expect(form.getByRole('checkbox', { name: 'San Juan metro area' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'South' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'North' })).not.toBeChecked();
});
