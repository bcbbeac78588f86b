/**
 * Issue 5's journey in the browser: a fresh pharmacist uploads the four documents (a fake PDF first,
 * refused by the upload check), submits; the admin views one, denies one with a reason; the
 * pharmacist sees the reason and resubmits; the admin approves the rest and gives final approval; the
 * pharmacist's BookRx button opens BookRx and the approval e-mail is in the local mail store.
 */
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { futureExpiry } from '../support/document-fixtures';
import { DEMO, waitForMail } from '../support/local-clients';
import { saveScreenshot, signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { checkInLayouts } from './layouts';
import { openInApp } from './navigation';
import { onePagePdf } from './test-files';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A real, decodable PNG: a licence-card-like picture (teal band on white). */
function pngFile(name: string) {
  const width = 320;
  const height = 200;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3, 255);
    row[0] = 0;
    for (let x = 0; x < width; x++) {
      const band = y < 48 || (x > 24 && x < 104 && y > 72 && y < 168);
      if (band) row.set([13, 148, 136], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}
const pdfFile = (name: string) => onePagePdf(name, ['Licencia de Farmaceutico', 'Lunia test document']);
const fakePdf = {
  name: 'licencia-falsa.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('<!doctype html><html><body>not a pdf</body></html>'),
};

/** The confirmation after "Submit for review" (issue 40, item 9). */
const SUBMITTED = {
  en: {
    success: 'Your documents were submitted for review.',
    list: /^Submitted: Pharmacist License, College License, Pharmacy Certification, Driver's License\.$/,
    next: /^Lunia reviews them in 1-2 business days/,
  },
  es: {
    success: 'Sus documentos se enviaron para revisión.',
    list: /^Enviados: Licencia de Farmacéutico, Certificado del Colegio de Farmacéuticos, Certificación de Farmacia, Licencia de Conducir\.$/,
    next: /^Lunia los revisa en 1-2 días laborables/,
  },
} as const;

const row = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label, exact: true }) });

/** Answers the cookie banner so it does not cover the page's buttons. */
async function upload(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  // Licences need their expiry date first (issue 14); optional types are labelled "(optional)".
  const expiry = page.getByLabel(`Expiry date for ${label}`, { exact: true });
  if ((await expiry.count()) > 0 && !(await expiry.inputValue())) await expiry.fill(futureExpiry());
  await page.getByLabel(`Choose a file for ${label}`).setInputFiles(file);
}

test('documents journey: upload, review, deny, resubmit, approve, final approval, BookRx access', async ({
  page,
  browser,
  stack,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const suffix = Math.random().toString(36).slice(2, 8).replace(/[0-9]/g, 'x');
  const lastName = `Journey${suffix}`;
  const pharmacist = await newAccount(stack, 'docs-journey', { firstName: 'Marta', lastName });

  // The pharmacist: the four documents, one first as a fake PDF.
  await signIn(page, pharmacist.email, { password: TEST_PASSWORD, landing: '/dashboard', rejectCookies: true });
  await page.getByRole('link', { name: 'Upload documents' }).click();
  await expect(page).toHaveURL(/\/document-upload$/);
  await expect(page.getByRole('heading', { name: 'Verification documents' })).toBeVisible();
  await expect(page.getByText('1-2 business days')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for review' })).toBeDisabled();

  const pharmacistLicense = row(page, 'Pharmacist License');
  await upload(page, 'Pharmacist License', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(pharmacistLicense.getByRole('alert')).toHaveText('File must be JPEG, PNG, or PDF');
  await upload(page, 'Pharmacist License', fakePdf);
  await expect(pharmacistLicense.getByText('File must be JPEG, PNG, or PDF')).toBeVisible();
  await expect(pharmacistLicense.getByText('Rejected', { exact: true })).toBeVisible();
  await upload(page, 'Pharmacist License', pdfFile('licencia-farmaceutico.pdf'));
  await expect(pharmacistLicense.getByText('Pending review', { exact: true })).toBeVisible();
  await upload(page, 'College License', pngFile('colegio.png'));
  await expect(row(page, 'College License').getByText('Pending review', { exact: true })).toBeVisible();
  await upload(page, 'Pharmacy Certification', pngFile('certificacion.png'));
  await expect(row(page, 'Pharmacy Certification').getByText('Pending review', { exact: true })).toBeVisible();
  await upload(page, "Driver's License", pdfFile('licencia-conducir.pdf'));
  await expect(row(page, "Driver's License").getByText('Pending review', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'document-upload');
  await expectAccessibleInBothThemes(page);

  // The owner can open their file and its history.
  await row(page, 'College License').getByRole('button', { name: 'View' }).click();
  const ownerViewer = page.getByRole('dialog', { name: 'colegio.png' });
  await expect(ownerViewer.getByRole('img', { name: 'Document colegio.png' })).toBeVisible();
  await expect(ownerViewer.getByText('File accepted by the automatic check')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ownerViewer).toBeHidden();

  await page.getByRole('button', { name: 'Submit for review' }).click();
  // Issue 40: the pharmacist stays on their documents, told what was submitted and what happens next.
  await expect(page).toHaveURL(/\/document-upload$/);
  await checkInLayouts(page, 'issue-40-item-9-submitted', async (language) => {
    const text = SUBMITTED[language];
    const confirmation = page.getByText(text.success);
    await expect(confirmation).toBeVisible();
    await expect(page.getByText(text.list)).toBeVisible();
    await expect(page.getByText(text.next)).toBeVisible();
    return confirmation;
  });
  await expect(page).toHaveURL(/\/document-upload$/);
  await openInApp(page, '/bookrx-network');
  await expect(page.getByRole('button', { name: 'View documents in review' })).toBeVisible();
  await expect(page.getByText('0 of 4 approved')).toBeVisible();
  await saveScreenshot(page, 'bookrx-network');
  await expectAccessibleInBothThemes(page);

  // The admin: view, deny one with a reason.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin, { rejectCookies: true });
  await admin.getByRole('link', { name: 'Review documents' }).click();
  await expect(admin.getByRole('heading', { name: 'Document review' })).toBeVisible();
  await admin.getByLabel('Search').fill(pharmacist.email);
  const cards = admin.getByRole('listitem').filter({ hasText: pharmacist.email });
  // The search applies once typing pauses: wait for the list to hold only these four cards, so a click
  // never lands on a card that the filtered list is about to replace.
  await expect(admin.getByRole('button', { name: 'View Document' })).toHaveCount(4);
  await expect(cards).toHaveCount(4);
  const card = (label: string) => cards.filter({ has: admin.getByRole('heading', { name: new RegExp(label) }) });

  await card('Pharmacist License').getByRole('button', { name: 'View Document' }).click();
  const viewer = admin.getByRole('dialog', { name: 'licencia-farmaceutico.pdf' });
  await expect(viewer.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible({ timeout: 30_000 }); // pdf.js renders slowly on a loaded 2-core machine
  await admin.keyboard.press('+');
  await expect(viewer.getByText('Zoom 125%')).toBeVisible();
  await admin.keyboard.press('r');
  await saveScreenshot(admin, 'document-viewer');
  await expectAccessibleInBothThemes(admin);
  await admin.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await card('College License').getByRole('button', { name: 'Deny' }).click();
  const denyDialog = admin.getByRole('dialog', { name: 'Deny document' });
  await denyDialog.getByRole('button', { name: 'Deny document' }).click();
  await expect(denyDialog.getByRole('alert')).toHaveText('Please provide a reason for denial');
  const reason = 'The scan is blurry; please upload a clearer copy.';
  await denyDialog.getByLabel('Reason for denial').fill(reason);
  await denyDialog.getByRole('button', { name: 'Deny document' }).click();
  await expect(admin.getByText('Document denied.')).toBeVisible();
  await expect(cards).toHaveCount(3);
  await saveScreenshot(admin, 'admin-document-review');
  await expectAccessibleInBothThemes(admin);

  // Issue 25: the denial reaches the pharmacist by e-mail and on the dashboard, with the reason and the next step.
  const denialMail = await waitForMail(
    stack,
    pharmacist.email,
    (m) => m.subject === 'Your College License was not approved',
  );
  expect(denialMail.body.text).toContain(`Reason: ${reason}`);
  await openInApp(page, '/dashboard');
  const denial = page.getByRole('alert').filter({ hasText: 'A document was not approved' });
  await expect(denial.getByText(`Reason: ${reason}`)).toBeVisible();
  await expect(denial.getByRole('link', { name: 'Replace the file of College License' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await openInApp(page, '/bookrx-network');

  // The pharmacist sees the reason and resubmits (review mode still lets a denied document go back).
  await page.getByRole('button', { name: 'View documents in review' }).click();
  await expect(page).toHaveURL(/\/document-upload$/);
  await expect(page.getByText('Uploads are disabled until the review is finished.')).toBeVisible();
  const college = row(page, 'College License');
  await expect(college.getByText(`Reason for denial: ${reason}`)).toBeVisible();
  await expect(row(page, 'Pharmacy Certification').getByRole('button', { name: 'Update' })).toBeDisabled();
  await upload(page, 'College License', pngFile('colegio-claro.png'));
  await expect(college.getByText('Pending review', { exact: true })).toBeVisible();

  // The admin approves the four, then gives final approval.
  await admin.getByRole('button', { name: 'Refresh' }).click();
  await expect(cards).toHaveCount(4);
  for (let left = 4; left > 0; left--) {
    await cards.first().getByRole('button', { name: 'Approve' }).click();
    const approveDialog = admin.getByRole('dialog', { name: 'Approve document' });
    await approveDialog.getByLabel('Notes (optional)').fill('Checked against the board registry.');
    await approveDialog.getByRole('button', { name: 'Approve document' }).click();
    await expect(approveDialog).toBeHidden();
    await expect(cards).toHaveCount(left - 1);
  }
  await admin.goto('/admin/dashboard');
  await admin.getByRole('button', { name: `Approve Marta ${lastName} for BookRx` }).click();
  await expect(admin.getByText('User approved successfully! They will receive an email notification.')).toBeVisible();
  await adminContext.close();

  const mail = await waitForMail(stack, pharmacist.email, (m) => /bookrx/i.test(`${m.subject} ${m.body.text ?? ''}`));
  expect(mail.subject).toBeTruthy();

  // The pharmacist's BookRx button is active and opens BookRx in a new tab: the local stand-in of
  // BookRx's landing page, which redeems the signed link and shows who arrived (docs/module-access.md).
  await page.goto('/bookrx-network');
  await expect(page.getByText('4 of 4 approved')).toBeVisible();
  const [bookrx] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Open BookRx' }).click(),
  ]);
  await bookrx.waitForURL(/\/bookrx\/\?lunia_access=/);
  await expect(bookrx.getByRole('heading', { name: 'Welcome to BookRx' })).toBeVisible();
  await expect(bookrx.getByText(pharmacist.email)).toBeVisible();
  await bookrx.close();
});
