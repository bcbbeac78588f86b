/**
 * Issue 27 in the browser: a super admin records a Health Department extension order, previews the
 * approved licence it covers, applies it after confirming, and sees the order applied; the licence
 * carries the new date. The licence is made through the API with a date in a window drawn per run,
 * years ahead, so no other document falls in it.
 */
import { newAccount } from '../support/accounts';
import { adminApi, documentsApi, files, postToS3, type UploadSlot } from '../support/document-fixtures';
import { accessTokenFor, apiClient, DEMO } from '../support/local-clients';
import { captureForReview, signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Puerto Rico's calendar date `days` from today (UTC−4 all year), as the app counts it. */
const prDate = (days: number) => new Date(Date.now() - 4 * 60 * 60 * 1000 + days * DAY_MS).toISOString().slice(0, 10);

test('a super admin previews and applies an extension order and sees it applied', async ({ page, stack }) => {
  test.setTimeout(120_000);
  const offset = 2500 + Math.floor(Math.random() * 1500);
  const expiresOn = prDate(offset);
  const newExpiresOn = prDate(offset + 120);
  const orderNumber = `OA-E2E-${Date.now().toString(36).toUpperCase()}`;
  const suffix = Math.random().toString(36).slice(2, 8).replace(/[0-9]/g, 'x');
  const pharmacist = await newAccount(stack, 'extension-journey', { firstName: 'Olga', lastName: `Orden${suffix}` });

  // An approved pharmacist licence expiring in the window.
  const api = apiClient(stack);
  const file = files.pdf();
  const upload = await api('POST', '/api/documents/uploads', {
    token: pharmacist.token,
    body: {
      type: 'pharmacist_license',
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.bytes.length,
      expiresOn,
    },
  });
  expect(upload.status, upload.text).toBe(201);
  const slot = upload.body as unknown as UploadSlot;
  expect((await postToS3(slot.upload, file)).status).toBeLessThan(300);
  const licence = await documentsApi(stack, pharmacist.token).settled(slot.document.id, 30_000);
  await adminApi(stack, await accessTokenFor(stack, DEMO.admin)).approve(licence);

  await signIn(page, DEMO.admin, { landing: '/admin/extension-orders' });
  const reject = page.getByRole('button', { name: 'Reject all' });
  if (await reject.isVisible()) await reject.click();
  await expect(page.getByRole('heading', { name: 'Extension orders', level: 1 })).toBeVisible();

  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByLabel('Issued on').fill(prDate(-2));
  await page.getByRole('checkbox', { name: 'Pharmacist License' }).check();
  await page.getByLabel('Expiring from').fill(prDate(offset - 1));
  await page.getByLabel('Expiring to').fill(prDate(offset + 1));
  await page.getByLabel('New expiry date').fill(newExpiresOn);
  await page.getByRole('button', { name: 'Preview' }).press('Enter');

  const preview = page.getByRole('region', { name: 'Credentials this order covers' });
  await expect(preview.getByText(/^1 approved credential expires in the window/)).toBeVisible();
  const table = preview.getByRole('table', { name: 'Credentials the order would extend' });
  await expect(table.getByRole('rowheader', { name: `Olga Orden${suffix}` })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await captureForReview(page, 'extension-order-preview');

  await preview.getByRole('button', { name: 'Apply order' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply order ${orderNumber}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Order ${orderNumber} is recorded.` })).toBeVisible();

  const orders = page.getByRole('table', { name: 'Recorded extension orders' });
  const row = orders.getByRole('row').filter({ has: page.getByRole('rowheader', { name: orderNumber }) });
  await expect(row.getByText('Applied', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('1 extended, 0 skipped of 1')).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await captureForReview(page, 'extension-order-applied');

  const after = await documentsApi(stack, pharmacist.token).settled(licence.id);
  expect(after.expiresOn).toBe(newExpiresOn);
});
