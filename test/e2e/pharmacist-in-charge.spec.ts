/**
 * Issue 27 in the browser: the owner names a location's pharmacist in charge from the org admin's
 * Pharmacy Locations tab (a member whose pharmacist licence Lunia approved), sees the location
 * covered, and downloads its inspection binder as a PDF. The people, the organization and the
 * approved licence are made through the API; the page does the rest.
 */
import { readFile } from 'node:fs/promises';
import { addDays, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { adminApi, documentsApi, files, postToS3, type UploadSlot } from '../support/document-fixtures';
import { declaration } from '../support/expiry-fixtures';
import { accessTokenFor, apiClient, DEMO } from '../support/local-clients';
import { addMember, createOrganizationAs, locationPayload } from '../support/organization-fixture';
import { saveScreenshot, signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { checkInLayouts } from './layouts';

/** The card of a location whose pharmacist in charge left (issue 40, item 1). */
const RELEASED = {
  en: { none: 'No pharmacist in charge named', uncovered: 'Uncovered' },
  es: { none: 'Sin farmacéutico regente designado', uncovered: 'Sin cobertura' },
} as const;

test('the owner names a pharmacist in charge, sees the location covered and downloads the inspection binder', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  const suffix = Math.random().toString(36).slice(2, 7).replace(/[0-9]/g, 'r');
  const api = apiClient(stack);
  const [owner, pharmacist] = await Promise.all([
    newAccount(stack, 'regente-journey-owner'),
    newAccount(stack, 'regente-journey-rph', { firstName: 'Rosa', lastName: `Regente${suffix}` }),
  ]);
  const orgId = await createOrganizationAs(stack, owner.token, `Farmacia Regente ${suffix}`);
  await addMember(stack, orgId, pharmacist.userId, 'member');
  const locationName = `Sucursal Cayey ${suffix}`;
  const created = await api('POST', '/api/locations', {
    token: owner.token,
    headers: { 'x-active-org-id': orgId },
    body: locationPayload(locationName),
  });
  expect(created.status, created.text).toBe(201);
  const slot = await api('POST', '/api/documents/uploads', {
    token: pharmacist.token,
    body: { type: 'pharmacist_license', ...declaration({ expiresOn: addDays(puertoRicoToday(), 500) }) },
  });
  const upload = slot.body as unknown as UploadSlot;
  expect((await postToS3(upload.upload, files.pdf())).status).toBeLessThan(300);
  const licence = await documentsApi(stack, pharmacist.token).settled(upload.document.id);
  await adminApi(stack, await accessTokenFor(stack, DEMO.admin)).approve(licence);

  await signIn(page, owner.email, { password: TEST_PASSWORD, landing: '/organization-admin?tab=locations' });
  const reject = page.getByRole('button', { name: 'Reject all' });
  if (await reject.isVisible()) await reject.click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: locationName }) });
  await expect(card.getByText('Uncovered', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Choose pharmacist in charge ${locationName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pharmacist in charge of ${locationName}` });
  await dialog.getByLabel('Member').selectOption({ label: `Rosa Regente${suffix}` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Pharmacist in charge saved.')).toBeVisible();
  await expect(card.getByText('Covered', { exact: true })).toBeVisible();
  await expect(card.getByText(`Rosa Regente${suffix}`)).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await saveScreenshot(page, 'pharmacist-in-charge');

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: `Download inspection binder ${locationName}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inspection-binder-sucursal-cayey-.*\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // At 390 px wide the card and the choice dialog fit without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await card.getByRole('button', { name: `Change pharmacist in charge ${locationName}` }).click();
  await expect(dialog.getByLabel('Member')).toHaveValue(pharmacist.userId);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'pharmacist-in-charge-dialog-390');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Issue 40: the pharmacist deletes their account; the location no longer names them and is uncovered.
  const deleted = await apiClient(stack)('POST', '/api/account/deletion', {
    token: pharmacist.token,
    body: { password: TEST_PASSWORD },
  });
  expect(deleted.status, deleted.text).toBe(200);
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('No pharmacist in charge named')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await checkInLayouts(page, 'issue-40-item-1-location-uncovered', async (language) => {
    await expect(card.getByText(RELEASED[language].none)).toBeVisible();
    await expect(card.getByText(RELEASED[language].uncovered, { exact: true })).toBeVisible();
    await expect(card.getByText(`Rosa Regente${suffix}`)).toHaveCount(0);
    return card;
  });
});
