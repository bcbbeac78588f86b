/**
 * The employer verification link (issue 27): a pharmacist creates a link on /account, opens its
 * printable card (QR code drawn in the browser), an employer opens the link signed out and reads that
 * nothing is verified yet; once Lunia approves the licence, the reload shows it and only it with its
 * dates (issue 40, item 8: both in Spanish on a phone and in English on a desktop); the pharmacist
 * revokes the link (confirmed), and the employer's reload says it was revoked. Each state passes axe in
 * light and dark. The card prints on one page, on Letter and A4, in English and Spanish (issue 43).
 */
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { adminApi, documentsApi } from '../support/document-fixtures';
import { accessTokenFor, DEMO } from '../support/local-clients';
import { saveScreenshot, signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { checkInLayouts } from './layouts';
import { switchLanguage } from './navigation';

/**
 * Prints the page as the browser's "Save as PDF" does, on each paper size, and expects one page each,
 * with nothing in the card wider than the card (a long name or link wraps). With LUNIA_E2E_SCREENSHOTS=1
 * the PDFs are kept for review beside the screenshots.
 */
async function expectPrintsOnOnePage(page: Page, name: string) {
  await page.emulateMedia({ media: 'print' });
  // Located by its marker: in print the dialog's title is not shown, so no role query is relied on.
  const card = page.locator('[data-print-card]');
  expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  for (const format of ['Letter', 'A4'] as const) {
    const pdf = await page.pdf({ format });
    if (process.env.LUNIA_E2E_SCREENSHOTS === '1') await writeFile(`test-results/e2e/${name}-${format}.pdf`, pdf);
    expect((await PDFDocument.load(pdf)).getPageCount(), `${name} on ${format}`).toBe(1);
  }
  await page.emulateMedia({ media: null });
}

/** What the employer reads (issue 40, item 8). */
const EMPLOYER = {
  en: {
    asOf: 'As of',
    nothingVerified: /^Nothing is verified yet: Lunia has not approved any of .+'s credentials\.$/,
    table: 'Credentials',
    licence: /Pharmacist License/,
    current: 'Current',
    college: /College License/,
    notVerified: /^Not verified by Lunia, so not shown with dates: .*College License \(pending review\)/,
  },
  es: {
    asOf: 'Consultado el',
    nothingVerified: /^Nada está verificado todavía: Lunia aún no ha aprobado ninguna credencial de .+\.$/,
    table: 'Credenciales',
    licence: /Licencia de Farmacéutico/,
    current: 'Vigente',
    college: /Certificado del Colegio/,
    notVerified:
      /^No verificadas por Lunia, así que se muestran sin fechas: .*Certificado del Colegio de Farmacéuticos \(en revisión\)/,
  },
} as const;

test('a pharmacist shares a verification link, an employer reads it, and it stops once revoked', async ({
  page,
  browser,
  baseURL,
  stack,
}) => {
  test.setTimeout(90_000);
  const account = await newAccount(stack, 'e2e-verify', { licenseNumber: 'FAR-31416' });
  const mine = documentsApi(stack, account.token);
  const licence = await mine.upload('pharmacist_license');
  await mine.upload('college_license');

  await signIn(page, account.email, { password: TEST_PASSWORD, landing: '/account' });
  const section = page.getByRole('region', { name: 'Employer verification links' });
  await section.getByLabel('Who is it for?').fill('Farmacia El Faro');
  await section.getByLabel('Valid for (days)').fill('14');
  await section.getByRole('button', { name: 'Create link' }).click();
  const url = await section.getByRole('textbox', { name: 'Verification link', exact: true }).inputValue();
  expect(url).toMatch(/\/verify\/[A-Za-z0-9_-]{43}$/);
  await expect(section.getByRole('row', { name: /Farmacia El Faro/ })).toContainText('Active');
  await expectAccessibleInBothThemes(page);
  await saveScreenshot(page, 'verification-links-section');

  await section.getByRole('button', { name: 'Printable card' }).click();
  const card = page.getByRole('dialog', { name: 'Printable verification card' });
  await expect(card.getByRole('img', { name: 'QR code of the verification link' })).toBeVisible();
  await expect(card).toContainText(url);
  await expectAccessibleInBothThemes(page);
  await saveScreenshot(page, 'verification-card');
  await expectPrintsOnOnePage(page, 'verification-card-en');
  await card.getByRole('button', { name: 'Close' }).click();

  // The same card in Spanish: the new link's panel stays while the language changes.
  await switchLanguage(page, 'es');
  await page.getByRole('button', { name: 'Tarjeta imprimible' }).click();
  const tarjeta = page.getByRole('dialog', { name: 'Tarjeta de verificación imprimible' });
  await expect(tarjeta.getByRole('img', { name: 'Código QR del enlace de verificación' })).toBeVisible();
  await expect(tarjeta).toContainText('Válido hasta el');
  await expectPrintsOnOnePage(page, 'verification-card-es');
  await tarjeta.getByRole('button', { name: 'Cerrar' }).click();
  await switchLanguage(page, 'en');

  // The employer: another browser context, signed out. Nothing is verified yet: it says so, no table.
  const employer = await browser.newContext({ baseURL });
  const visit = await employer.newPage();
  await visit.goto(new URL(url).pathname);
  await expect(visit.getByRole('heading', { name: 'Credential verification', level: 1 })).toBeVisible();
  await expect(visit.getByText('FAR-31416')).toBeVisible();
  await expect(visit.locator('meta[name="robots"]')).toHaveCount(1);
  await expect(visit.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await checkInLayouts(visit, 'issue-40-item-8-nothing-verified', async (language) => {
    const text = EMPLOYER[language];
    const nothing = visit.getByText(text.nothingVerified);
    await expect(nothing).toBeVisible();
    await expect(visit.getByRole('table')).toHaveCount(0);
    await expect(visit.getByText(text.asOf, { exact: true })).toBeVisible();
    return nothing;
  });

  // Lunia approves the licence: only it is in the table, with its dates; the rest is named without them.
  await adminApi(stack, await accessTokenFor(stack, DEMO.admin)).approve(licence);
  await visit.reload();
  await checkInLayouts(visit, 'issue-40-item-8-only-verified', async (language) => {
    const text = EMPLOYER[language];
    const credentials = visit.getByRole('table', { name: text.table });
    await expect(credentials.getByRole('row', { name: text.licence })).toContainText(text.current);
    await expect(credentials.getByRole('row', { name: text.college })).toHaveCount(0);
    await expect(visit.getByText(text.notVerified)).toBeVisible();
    await expect(visit.getByText(text.asOf, { exact: true })).toBeVisible();
    return credentials;
  });

  await page.reload();
  const row = section.getByRole('row', { name: /Farmacia El Faro/ });
  // Columns after the label: created, expires, status, views (the employer's first visit and reload).
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  await row.getByRole('button', { name: 'Revoke the link for Farmacia El Faro' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke the link for Farmacia El Faro?' })
    .getByRole('button', { name: 'Revoke link' })
    .click();
  await expect(section.getByText('The link for Farmacia El Faro was revoked.')).toBeVisible();
  await expect(row).toContainText('Revoked');

  await visit.reload();
  await expect(visit.getByRole('heading', { name: 'This link was revoked' })).toBeVisible();
  await expect(visit.getByText('FAR-31416')).toHaveCount(0);
  await expectAccessibleInBothThemes(visit);
  await saveScreenshot(visit, 'verification-page-revoked');
  await employer.close();
});
