/**
 * The production Content-Security-Policy (web/content-security-policy.ts), as `vite preview` sends it
 * with the emulators' addresses in place of Cognito and S3, against the signed-in app: signing in,
 * uploading to S3 with a presigned POST, viewing an image (presigned GET) and a PDF (pdf.js, its worker
 * and a fetch of the presigned URL) must not trip it. The public pages are checked in
 * public-prerender.spec.ts.
 */
import type { Page } from '@playwright/test';
import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { futureExpiry } from '../support/document-fixtures';
import { signInThroughPage } from './auth-journeys';
import { expect, test } from './fixtures';
import { onePagePdf } from './test-files';

/** A 1×1 PNG. */
const png = {
  name: 'colegio.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC',
    'base64',
  ),
};

const pdf = (name: string) => onePagePdf(name, ['Lunia CSP check']);

const row = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label, exact: true }) });

test('the signed-in app works under the CSP: sign-in, uploads to S3, image and PDF viewing', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });

  const response = await page.goto('/signin');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response?.headers()['permissions-policy']).toContain('camera=()');

  const account = await newAccount(stack, 'csp-check', { firstName: 'Clara', lastName: 'Policy' });
  await signInThroughPage(page, account.email, { password: TEST_PASSWORD, open: false });
  const reject = page.getByRole('button', { name: 'Reject all' });
  if (await reject.isVisible()) await reject.click();

  await page.goto('/document-upload');
  await page.getByLabel('Expiry date for College License').fill(futureExpiry());
  await page.getByLabel('Choose a file for College License').setInputFiles(png);
  await expect(row(page, 'College License').getByText('Pending review', { exact: true })).toBeVisible();
  await page.getByLabel('Expiry date for Pharmacist License').fill(futureExpiry());
  await page.getByLabel('Choose a file for Pharmacist License').setInputFiles(pdf('licencia.pdf'));
  await expect(row(page, 'Pharmacist License').getByText('Pending review', { exact: true })).toBeVisible();

  await row(page, 'College License').getByRole('button', { name: 'View' }).click();
  const imageViewer = page.getByRole('dialog', { name: 'colegio.png' });
  await expect(imageViewer.getByRole('img', { name: 'Document colegio.png' })).toBeVisible();
  await expect
    .poll(() =>
      imageViewer
        .getByRole('img', { name: 'Document colegio.png' })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(1);
  await page.keyboard.press('Escape');

  await row(page, 'Pharmacist License').getByRole('button', { name: 'View' }).click();
  const pdfViewer = page.getByRole('dialog', { name: 'licencia.pdf' });
  await expect(pdfViewer.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');

  expect(violations).toEqual([]);
});
