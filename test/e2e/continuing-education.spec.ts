/**
 * Continuing education (issue 27): a pharmacist with an approved licence records an activity on
 * /continuing-education, sees the hours in the progress bar and the table, deletes it after
 * confirming, and the page fits a phone. Each state passes axe in light and dark (the Spanish page
 * without a licence is in accessibility.spec.ts).
 */
import { addDays, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { adminApi, documentsApi } from '../support/document-fixtures';
import { accessTokenFor, DEMO } from '../support/local-clients';
import { saveScreenshot, signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

test('a pharmacist records continuing education and sees the progress of the licence cycle', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  const account = await newAccount(stack, 'e2e-ce');
  const licence = await documentsApi(stack, account.token).upload('pharmacist_license');
  await adminApi(stack, await accessTokenFor(stack, DEMO.admin)).approve(licence);

  await signIn(page, account.email, { password: TEST_PASSWORD, landing: '/continuing-education' });
  await expect(page.getByRole('heading', { name: 'Continuing education', level: 1 })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Your progress this cycle' });
  await expect(progress).toHaveAttribute('aria-valuetext', '0 of 35 hours');

  // Hours that are not quarter hours are refused before anything is sent.
  await page.getByLabel('Title').fill('Immunization update');
  await page.getByLabel('Provider').fill('Colegio de Farmacéuticos');
  await page.getByLabel('Contact hours').fill('2.3');
  await page.getByLabel('Completed on').fill(addDays(puertoRicoToday(), -7));
  await page.getByRole('button', { name: 'Record activity' }).click();
  await expect(page.getByText('Use quarter hours (for example 1, 1.25, 1.5 or 1.75)')).toBeVisible();
  await page.getByLabel('Contact hours').fill('2.5');
  await page.getByRole('button', { name: 'Record activity' }).click();
  await expect(page.getByText('Activity recorded.')).toBeVisible();
  await expect(page.getByLabel('Contact hours')).toHaveValue('');
  await expect(progress).toHaveAttribute('aria-valuetext', '2.5 of 35 hours');
  const table = page.getByRole('table', { name: 'Your continuing-education activities' });
  await expect(table.getByRole('row', { name: /Immunization update/ })).toContainText('Counts');
  await expect(page.getByText(/32\.5 hours still missing by/)).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await saveScreenshot(page, 'continuing-education');

  await table.getByRole('button', { name: 'Delete Immunization update' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete “Immunization update”?' });
  await expect(dialog).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole('button', { name: 'Delete activity' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Activity deleted.')).toBeVisible();
  await expect(page.getByText('No activities recorded yet.')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuetext', '0 of 35 hours');

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'continuing-education-phone');
});
