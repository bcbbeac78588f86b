/**
 * Issue 27 (part A) in the browser: a pharmacist's upload page offers the optional credentials of the
 * catalogue and takes one (CPR/BLS) with its date; a super admin sets that type's grace stage on
 * /admin/settings; once the credential is past that stage, the pharmacist's page says "Expired — fine
 * applies". The type's rule is reset at the end (no other journey uses it). Both pages (with the
 * optional group and the rules card) are checked with axe by ./accessibility.spec.ts.
 */
import type { Page } from '@playwright/test';
import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { accessTokenFor, apiClient, DEMO } from '../support/local-clients';
import { saveScreenshot, signIn } from './auth-journeys';
import { expect, test } from './fixtures';
import { onePagePdf } from './test-files';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Puerto Rico's calendar date `days` from today (UTC−4 all year), as the app counts it. */
const prDate = (days: number) => new Date(Date.now() - 4 * 60 * 60 * 1000 + days * DAY_MS).toISOString().slice(0, 10);

const row = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label, exact: true }) });

test('optional credential: offered, uploaded, its grace stage set by a super admin and shown', async ({
  page,
  browser,
  stack,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const pharmacist = await newAccount(stack, 'credential-journey');
  await signIn(page, pharmacist.email, { password: TEST_PASSWORD, landing: '/document-upload' });
  const optional = page.getByRole('region', { name: 'Other credentials (optional)' });
  await expect(optional).toBeVisible();
  const cpr = row(page, 'CPR/BLS Certificate');
  await cpr.getByLabel('Expiry date for CPR/BLS Certificate').fill(prDate(200));
  await page.getByLabel('Choose a file for CPR/BLS Certificate').setInputFiles(onePagePdf('rcp.pdf', ['RCP']));
  await expect(cpr.getByText('Pending review', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'credential-optional-upload');

  // The super admin: CPR/BLS gets a fine 2 days after expiry.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin, { landing: '/admin/settings' });
  const card = admin.getByRole('region', { name: 'Credential rules' });
  await card.getByLabel('Credential type').selectOption({ label: 'CPR/BLS certificate' });
  await expect(card.getByText(/In force: renews every 24 months · no grace stages · catalogue defaults/)).toBeVisible();
  await card.getByLabel('Fine applies after (days past expiry)').fill('x');
  await card.getByRole('button', { name: 'Save rules' }).click();
  await expect(card.getByText('Enter a whole number, or leave it empty.')).toBeVisible();
  await card.getByLabel('Fine applies after (days past expiry)').fill('2');
  await card.getByRole('button', { name: 'Save rules' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved. Statuses and reminders now follow the new rules.');
  await expect(card.getByText(/fine after 2 days · changed by a super admin/)).toBeVisible();
  await saveScreenshot(admin, 'credential-rules-settings');

  // The credential's date corrected 3 days into the past: the pharmacist sees the stage.
  const adminToken = await accessTokenFor(stack, DEMO.admin);
  const api = apiClient(stack);
  const documents = await api('GET', '/api/documents', { token: pharmacist.token });
  const doc = (documents.body.documents as { id: string; type: string }[]).find((d) => d.type === 'cpr_bls');
  const corrected = await api('PUT', `/api/admin/documents/${doc?.id}/expiry`, {
    token: adminToken,
    body: { expiresOn: prDate(-3) },
  });
  expect(corrected.status, corrected.text).toBe(200);
  await page.reload();
  await expect(cpr.getByText('Expired — fine applies')).toBeVisible();
  await saveScreenshot(page, 'credential-grace-badge');

  await card.getByRole('button', { name: 'Reset to catalogue' }).click();
  await expect(card.getByRole('status')).toHaveText("Reset to the catalogue's rules.");
  await adminContext.close();
});
