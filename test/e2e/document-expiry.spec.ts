/**
 * Issue 14 in the browser: a pharmacist uploads a licence with its expiry date (refused without one) and
 * sees "Expires in N days"; an admin finds it in Expiring soon, corrects the date, runs the expiry check
 * from the settings and reads its figures (the reminder e-mail arrives); a date corrected into the past
 * shows the pharmacist why access is paused, and renewing from the dashboard's alert clears it.
 */
import type { Page } from '@playwright/test';
import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { DEMO, waitForMail } from '../support/local-clients';
import { saveScreenshot, signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { onePagePdf } from './test-files';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Puerto Rico's calendar date `days` from today (UTC−4 all year), as the app counts it. */
const prDate = (days: number) => new Date(Date.now() - 4 * 60 * 60 * 1000 + days * DAY_MS).toISOString().slice(0, 10);
/** "March 5, 2027": how the English UI words a calendar date. */
const longDate = (isoDay: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

const row = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label, exact: true }) });

test('licence expiry: upload with a date, expiring soon, admin correction, expiry check, expired alert and renewal', async ({
  page,
  browser,
  stack,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const suffix = Math.random().toString(36).slice(2, 8).replace(/[0-9]/g, 'x');
  const pharmacist = await newAccount(stack, 'expiry-journey', { firstName: 'Elena', lastName: `Vence${suffix}` });
  const owner = `Elena Vence${suffix}`;

  // The pharmacist: the expiry date is required for a licence, checked before the file is chosen.
  await signIn(page, pharmacist.email, { password: TEST_PASSWORD, landing: '/document-upload', rejectCookies: true });
  const licence = row(page, 'Pharmacist License');
  const dateField = page.getByLabel('Expiry date for Pharmacist License');
  await expect(dateField).toBeVisible();
  await expect(licence.getByText('As printed on the document')).toBeVisible();
  await expect(page.getByLabel('Expiry date for Pharmacy Certification (optional)')).toBeVisible();
  await licence.getByRole('button', { name: 'Upload' }).click();
  await expect(licence.getByRole('alert')).toHaveText('Please enter the expiry date shown on the document');
  await expect(dateField).toHaveAttribute('aria-invalid', 'true');
  await expect(dateField).toBeFocused();
  // A file chosen anyway is not sent without the date.
  await page.getByLabel('Choose a file for Pharmacist License').setInputFiles(onePagePdf('licencia.pdf', ['Licencia']));
  await expect(licence.getByText('Missing', { exact: true })).toBeVisible();
  // A past date is refused too.
  await dateField.fill(prDate(-3));
  await licence.getByRole('button', { name: 'Upload' }).click();
  await expect(licence.getByRole('alert')).toHaveText(
    'This date has passed: upload the renewed document with its new expiry date',
  );
  await saveScreenshot(page, 'expiry-upload-required');
  await expectAccessibleInBothThemes(page);

  await dateField.fill(prDate(20));
  await page
    .getByLabel('Choose a file for Pharmacist License')
    .setInputFiles(onePagePdf('licencia-farmaceutico.pdf', ['Licencia de Farmaceutico']));
  await expect(licence.getByText('Pending review', { exact: true })).toBeVisible();
  await expect(licence.getByText('Expires in 20 days')).toBeVisible();
  await saveScreenshot(page, 'expiry-upload-badge');
  // /bookrx-network shows each required document's expiry state too.
  await page.goto('/bookrx-network');
  const required = page.getByRole('region', { name: 'Required documents' });
  await expect(required.getByRole('listitem').filter({ hasText: 'Pharmacist License' })).toContainText(
    'Expires in 20 days',
  );

  // The admin: Expiring soon (from the dashboard card), the correction, the expiry check.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin, { rejectCookies: true });
  await expect(admin.getByRole('heading', { name: 'Expiring soon', level: 2 })).toBeVisible();
  await admin.getByRole('link', { name: 'See all expiring documents' }).click();
  await expect(admin).toHaveURL(/\/admin\/document-review\?view=expiring$/);
  const table = admin.getByRole('table', { name: 'Documents expiring within 60 days' });
  const expiringRow = table.getByRole('row').filter({ hasText: pharmacist.email });
  // Soonest first: page on until this pharmacist's licence shows.
  await expect(async () => {
    if ((await expiringRow.count()) === 0) {
      const more = admin.getByRole('button', { name: 'Load more' });
      if (await more.isVisible()) await more.click();
      else await admin.reload();
    }
    await expect(expiringRow).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(expiringRow.getByRole('rowheader')).toHaveText('Pharmacist License');
  await expect(expiringRow.getByText('Expires in 20 days')).toBeVisible();
  await expect(expiringRow.getByRole('link', { name: `Open ${owner} in the admin` })).toBeVisible();
  await saveScreenshot(admin, 'expiry-admin-expiring-soon');
  await expectAccessibleInBothThemes(admin);

  // Keyboard: open the dialog, type the date, Enter saves.
  await expiringRow.getByRole('button', { name: /^Correct expiry date/ }).press('Enter');
  const dialog = admin.getByRole('dialog', { name: 'Correct expiry date' });
  await expect(dialog.getByText('Expires in 20 days')).toBeVisible();
  await dialog.getByLabel('Expiry date', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Save date' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter the expiry date shown on the document');
  await saveScreenshot(admin, 'expiry-admin-correct-dialog');
  await expectAccessibleInBothThemes(admin);
  await dialog.getByLabel('Expiry date', { exact: true }).fill(prDate(45));
  await dialog.getByLabel('Expiry date', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(admin.getByText(`now expires on ${longDate(prDate(45))}`)).toBeVisible();
  await expect(expiringRow.getByText('Expires in 45 days')).toBeVisible();

  await admin.goto('/admin/settings');
  const card = admin.getByRole('region', { name: 'Expiry reminders' });
  await card.getByRole('button', { name: 'Run expiry check now' }).click();
  await expect(card.getByText(/^Expiry check finished for /)).toBeVisible({ timeout: 30_000 });
  const figure = (name: string) =>
    card.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Documents checked')).toHaveText(/^\d+$/);
  expect(Number(await figure('Documents checked').textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await figure('Reminders queued').textContent())).toBeGreaterThanOrEqual(1);
  await expect(figure('Already sent')).toHaveText(/^\d+$/);
  await expect(figure('Access fallbacks')).toHaveText(/^\d+$/);
  await saveScreenshot(admin, 'expiry-admin-settings-run');
  // The 60-day reminder reached the pharmacist.
  await waitForMail(stack, pharmacist.email, (mail) => /45 days/.test(mail.subject ?? ''), 30_000);

  // A date corrected into the past: the pharmacist is told why access is paused, and renews.
  await admin.goto('/admin/document-review?view=expiring');
  await expiringRow.getByRole('button', { name: /^Correct expiry date/ }).click();
  await dialog.getByLabel('Expiry date', { exact: true }).fill(prDate(-1));
  await dialog.getByRole('button', { name: 'Save date' }).click();
  await expect(dialog).toBeHidden();
  await adminContext.close();

  const alert = page.getByRole('alert').filter({ hasText: 'A required document has expired' });
  await expect(async () => {
    await page.goto('/dashboard');
    await expect(alert).toBeVisible({ timeout: 4000 });
  }).toPass({ timeout: 45_000 });
  await expect(alert).toContainText(
    `Your Pharmacist License expired on ${longDate(prDate(-1))}. Your access is paused until you upload the renewed license.`,
  );
  await saveScreenshot(page, 'expiry-dashboard-expired');
  await expectAccessibleInBothThemes(page);
  await alert.getByRole('link', { name: 'Upload the renewed Pharmacist License' }).click();
  await expect(page).toHaveURL(/\/document-upload$/);
  await expect(dateField).toBeFocused();
  await expect(dateField).toHaveValue('');
  await expect(licence.getByText(`Expired on ${longDate(prDate(-1))}`)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'A required document has expired' })).toBeVisible();
  await saveScreenshot(page, 'expiry-documents-expired');
  await expectAccessibleInBothThemes(page);
  await dateField.fill(prDate(400));
  await page
    .getByLabel('Choose a file for Pharmacist License')
    .setInputFiles(onePagePdf('licencia-renovada.pdf', ['Licencia renovada']));
  await expect(licence.getByText(`Valid until ${longDate(prDate(400))}`)).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('A required document has expired')).toHaveCount(0, { timeout: 4000 });
  }).toPass({ timeout: 45_000 });
});
