/**
 * Continuing education (issue 27): a pharmacist with an approved licence records an activity on
 * /continuing-education, sees the hours in the progress bar and the table, uploads the activity's
 * certificate and views it, sees it in the admin review queue with the activity, reads the denial's
 * reason on the row, deletes the activity (and its certificate) after confirming, and the page fits a
 * phone. Each state passes axe in light and dark (the Spanish page
 * without a licence is in accessibility.spec.ts).
 */
import { addDays, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { adminApi, documentsApi, files } from '../support/document-fixtures';
import { accessTokenFor, DEMO } from '../support/local-clients';
import { saveScreenshot, signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

test('a pharmacist records continuing education with a certificate and sees the progress of the licence cycle', async ({
  page,
  browser,
  stack,
}) => {
  test.setTimeout(120_000);
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
  const row = table.getByRole('row', { name: /Immunization update/ });
  await expect(row).toContainText('No certificate');

  // The certificate: uploaded from the row (the documents' presigned POST and check), then viewed.
  const certificate = files.pdf('ce-certificate.pdf');
  await row.getByLabel('Upload the certificate of Immunization update').setInputFiles({
    name: certificate.fileName,
    mimeType: certificate.contentType,
    buffer: certificate.bytes,
  });
  await expect(page.getByText('Certificate uploaded.', { exact: false })).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('Pending review');
  await expectAccessibleInBothThemes(page);
  await saveScreenshot(page, 'continuing-education');
  await row.getByRole('button', { name: 'View the certificate of Immunization update' }).click();
  const viewer = page.getByRole('dialog', { name: 'ce-certificate.pdf' });
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // The reviewer sees the activity the certificate proves, and denies it: the row says why.
  const reviewer = await browser.newPage();
  await signIn(reviewer, DEMO.admin, { landing: '/admin/document-review' });
  await reviewer.getByLabel('Search').fill(account.email);
  await reviewer.getByLabel('Document type').selectOption('ce_certificate');
  const card = reviewer.getByRole('listitem', { name: 'Continuing Education Certificate' });
  await expect(card).toContainText('Immunization update');
  await expect(card).toContainText('Colegio de Farmacéuticos');
  await saveScreenshot(reviewer, 'continuing-education-review-queue');
  await reviewer.close();
  const listed = await documentsApi(stack, account.token).call('GET', '/api/continuing-education');
  const [activity] = listed.body.activities as { certificate: { documentId: string } }[];
  await adminApi(stack, await accessTokenFor(stack, DEMO.admin)).deny(
    activity?.certificate.documentId ?? '',
    'The hours are not legible',
  );
  await page.reload();
  await expect(row).toContainText('Reason: The hours are not legible');

  await table.getByRole('button', { name: 'Delete Immunization update' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete “Immunization update”?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('its certificate is deleted');
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
