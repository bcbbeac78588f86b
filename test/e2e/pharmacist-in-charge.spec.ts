/**
 * Issue 27 in the browser: the owner names a location's pharmacist in charge from the org admin's
 * Pharmacy Locations tab (a member whose pharmacist licence Lunia approved), sees the location
 * covered, and downloads its inspection binder as a PDF; the binder's QR address opens the location's
 * summary page, and revoking the binders' links from the card makes that page say so (issue 43). The
 * people, the organization and the approved licence are made through the API; the page does the rest.
 */
import { readFile } from 'node:fs/promises';
import { addDays, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { locationVerificationPagePath } from '@lunia/shared/domain/verification-links';
import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { binderLinkToken, binderPdfText } from '../support/binder-pdf';
import { adminApi, documentsApi, files, postToS3, type UploadSlot } from '../support/document-fixtures';
import { declaration } from '../support/expiry-fixtures';
import { accessTokenFor, apiClient, DEMO } from '../support/local-clients';
import { addMember, createOrganizationAs, locationPayload } from '../support/organization-fixture';
import { saveScreenshot, signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { checkInLayouts } from './layouts';
import { openInApp } from './navigation';

/** What the location summary page says (issue 43), in each language. */
const SUMMARY = {
  en: {
    title: 'Pharmacy location verification',
    organization: 'Organization',
    location: 'Location',
    license: 'Pharmacy license',
    inCharge: 'Pharmacist in charge',
    licenseNo: 'License no. ',
    coverage: 'Coverage',
    covered: 'Covered',
    staff: 'Staff members',
    counts: [
      ['Current', '1'],
      ['Expiring within 60 days', '0'],
      ['Missing or not verified', '7'],
    ],
  },
  es: {
    title: 'Verificación de ubicación de farmacia',
    organization: 'Organización',
    location: 'Ubicación',
    license: 'Licencia de farmacia',
    inCharge: 'Farmacéutico regente',
    licenseNo: 'Licencia núm. ',
    coverage: 'Cobertura',
    covered: 'Cubierta',
    staff: 'Miembros del personal',
    counts: [
      ['Vigentes', '1'],
      ['Vencen en 60 días o menos', '0'],
      ['Faltantes o sin verificar', '7'],
    ],
  },
} as const;

/** The card of a location whose pharmacist in charge left (issue 40, item 1). */
const RELEASED = {
  en: { none: 'No pharmacist in charge named', uncovered: 'Uncovered' },
  es: { none: 'Sin farmacéutico regente designado', uncovered: 'Sin cobertura' },
} as const;

test('the owner names a pharmacist in charge, sees the location covered and downloads the inspection binder', async ({
  page,
  stack,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7).replace(/[0-9]/g, 'r');
  const api = apiClient(stack);
  const [owner, pharmacist] = await Promise.all([
    newAccount(stack, 'regente-journey-owner'),
    newAccount(stack, 'regente-journey-rph', {
      firstName: 'Rosa',
      lastName: `Regente${suffix}`,
      licenseNumber: 'FAR-4312',
    }),
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

  // Issue 43: the binder's QR code opens the location's summary page (its address is printed under the
  // code) on an inspector's browser, not signed in, checked in the two layouts; revoking from the card
  // makes it say so.
  const inspector = await browser.newContext({ baseURL });
  const summary = await inspector.newPage();
  await summary.goto(locationVerificationPagePath(binderLinkToken(await binderPdfText(bytes))));
  await summary.getByRole('button', { name: 'Reject all' }).click();
  const fact = (label: string) => summary.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd`);
  await checkInLayouts(summary, 'issue-43-location-summary', async (language) => {
    const words = SUMMARY[language];
    await expect(summary.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(fact(words.organization)).toHaveText(`Farmacia Regente ${suffix}`);
    await expect(fact(words.location)).toHaveText(locationName);
    await expect(fact(words.license)).toHaveText('LIC-9');
    await expect(fact(words.inCharge)).toHaveText(`Rosa Regente${suffix}${words.licenseNo}FAR-4312`);
    await expect(fact(words.coverage)).toHaveText(words.covered);
    await expect(fact(words.staff)).toHaveText('2');
    // Two members with four required credentials each: the approved licence is the one current.
    for (const [label, count] of words.counts) await expect(fact(label)).toHaveText(count);
    return summary.getByRole('main');
  });
  const revoke = card.getByRole('button', { name: `Revoke binder QR links ${locationName}` });
  await revoke.press('Enter');
  const revoking = page.getByRole('dialog', { name: `Revoke the QR links of ${locationName}'s binders?` });
  await expect(revoking).toContainText('will show "revoked" when its QR code is scanned');
  await revoking.getByRole('button', { name: 'Revoke links' }).press('Enter');
  await expect(revoking).toBeHidden();
  await expect(card.getByRole('status')).toContainText(
    `The QR links of every binder printed so far for ${locationName}`,
  );
  await expect(revoke).toBeFocused();
  await summary.reload();
  await expect(summary.getByRole('heading', { name: "This binder's link was revoked" })).toBeVisible();
  await inspector.close();

  // The binder is in the organization's activity, by its owner (docs/decisions/0150-binder-generation-audited.md).
  await openInApp(page, '/organization-admin?tab=activity');
  const binderRow = page.getByRole('row').filter({ hasText: 'Inspection binder generated' });
  await expect(binderRow).toHaveCount(1);
  await expect(binderRow).toContainText(`Location: ${locationName}`);
  await saveScreenshot(page, 'organization-activity-binder');
  await openInApp(page, '/organization-admin?tab=locations');

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
