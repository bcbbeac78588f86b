/**
 * Issue 10's journey in the browser: an organization owner (registered and given an organization
 * through the API) uploads the pharmacy licence on /document-upload in organization context and
 * submits it; an admin approves the document under Organization Documents and then the organization
 * on /admin/organization-approval; the owner sees the organization verified, gets the e-mail, and
 * organization administration activates BookRx on its own.
 */
import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { futureExpiry } from '../support/document-fixtures';
import { DEMO, waitForMail } from '../support/local-clients';
import { createOrganizationAs } from '../support/organization-fixture';
import { saveScreenshot, signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { onePagePdf } from './test-files';

const pdfFile = (name: string) => onePagePdf(name, ['Licencia de Farmacia']);

test('organization journey: licence upload in organization context, document and organization approval', async ({
  page,
  browser,
  stack,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const suffix = Math.random().toString(36).slice(2, 8).replace(/[0-9]/g, 'x');
  const orgName = `Farmacia ${suffix}`;
  const owner = await newAccount(stack, 'org-journey', { firstName: 'Elena', lastName: 'Ortiz' });
  await createOrganizationAs(stack, owner.token, orgName, { contactEmail: owner.email });

  // The owner: the organization's documents, from the dashboard's organization section.
  await signIn(page, owner.email, { password: TEST_PASSWORD, landing: '/dashboard', rejectCookies: true });
  await page.getByRole('link', { name: 'Organization documents' }).click();
  await expect(page).toHaveURL(/\/document-upload$/);
  await expect(page.getByText(`Documents of ${orgName}.`)).toBeVisible();
  const licence = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Pharmacy License', exact: true }) });
  await expect(licence.getByText('Missing', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  await page.getByLabel('Expiry date for Pharmacy License').fill(futureExpiry());
  await page.getByLabel('Choose a file for Pharmacy License').setInputFiles(pdfFile('licencia-farmacia.pdf'));
  await expect(licence.getByText('Pending review', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'organization-document-upload');
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText("Your organization's documents were submitted for review.")).toBeVisible();

  // The admin: the licence under Organization Documents, then the organization.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin, { landing: '/admin/document-review', rejectCookies: true });
  await admin.getByRole('button', { name: 'Organization Documents' }).click();
  await expect(admin.getByRole('button', { name: 'Organization Documents' })).toHaveAttribute('aria-pressed', 'true');
  await admin.getByLabel('Search').fill(orgName.toLowerCase());
  const card = admin.getByRole('listitem').filter({ hasText: orgName });
  // The search applies once typing pauses: wait for the filtered list (one card) before acting on it.
  await expect(admin.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(1);
  await expect(card).toHaveCount(1);
  await expect(card.getByText(owner.email)).toBeVisible();
  await saveScreenshot(admin, 'admin-organization-documents');
  await expectAccessibleInBothThemes(admin);
  await card.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = admin.getByRole('dialog', { name: 'Approve document' });
  await approveDialog.getByLabel('Notes (optional)').fill('Licence matches the board registry.');
  await approveDialog.getByRole('button', { name: 'Approve document' }).click();
  await expect(approveDialog).toBeHidden();
  await expect(card).toHaveCount(0);

  await admin.goto('/admin/dashboard');
  await admin.getByRole('link', { name: 'Approve organizations' }).click();
  await expect(admin).toHaveURL(/\/admin\/organization-approval$/);
  await expect(admin.getByRole('heading', { name: 'Organization Approval', level: 1 })).toBeVisible();
  const organization = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: orgName }) });
  await expect(organization.getByText('Pending Review', { exact: true })).toBeVisible();
  await expect(organization.getByText('1/1 verified')).toBeVisible();
  await expect(organization.getByText(`Elena Ortiz · ${owner.email} · Owner`)).toBeVisible();
  await saveScreenshot(admin, 'admin-organization-approval');
  await expectAccessibleInBothThemes(admin);
  // By keyboard: focus the Approve button and press Enter.
  await organization.getByRole('button', { name: 'Approve' }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByText(`${orgName} was approved. Its owner will receive an email.`)).toBeVisible();
  await expect(organization.getByText('Approved', { exact: true })).toBeVisible();
  await expect(organization.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await adminContext.close();

  // The owner: the organization is verified, and the e-mail arrived.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Organization documents' }).click();
  await expect(page.getByText('Your organization is verified.')).toBeVisible();
  const mail = await waitForMail(stack, owner.email, (m) => m.subject === 'Your organization is approved on Lunia');
  expect(mail.body.text).toContain(orgName);

  // Organization administration activates BookRx for the verified organization on its own (§4).
  await page.goto('/organization-admin');
  await expect(page.getByText('BookRx Active', { exact: true })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('Active: verified, BookRx active.')).toBeVisible();
  await saveScreenshot(page, 'organization-bookrx-active');
});

test('the organization approval page shows Access Denied to non-admins', async ({ page }) => {
  await signIn(page, DEMO.pharmacist, { landing: '/admin/organization-approval', rejectCookies: true });
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
});
