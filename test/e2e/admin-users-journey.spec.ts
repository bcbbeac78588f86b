/**
 * The admin's users journey in the browser: a super admin opens /admin/users, finds a user by LUNIA
 * ID (exactly one row) and opens the View panel; sends a single document reminder in Spanish; sends a
 * bulk reminder to three users and watches the job's live counts end at "3 successful, 0 failed"; the
 * four reminder e-mails are in the local mail store, in Spanish. The page and the dialogs are checked
 * with axe in light and dark.
 */
import type { Page } from '@playwright/test';
import { registerConfirmed } from '../support/accounts';
import { DEMO, mailsTo, type StoredMail, tableClient, uniqueEmail, waitForMail } from '../support/local-clients';
import type { StackInfo } from '../support/stack-info';
import { captureForReview, signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

/**
 * The subject of the Spanish reminder e-mail (shared/src/mail/templates/document-reminder.ts): the same
 * for everyone, since no name goes into a subject (issue 39); each mail is told apart by its addressee.
 */
const SPANISH_SUBJECT = (_firstName: string) => 'Recordatorio: su verificación en Lunia espera por sus documentos';

const ENGLISH_SUBJECT = (_firstName: string) => 'Reminder: your Lunia verification is waiting for your documents';

interface Registered {
  email: string;
  firstName: string;
  lastName: string;
  luniaId: string;
}

/** A fresh pharmacist (not verified: no documents yet), registered through the API as the web does. */
async function registerPharmacist(stack: StackInfo, label: string, firstName: string): Promise<Registered> {
  const email = uniqueEmail(label);
  const lastName = `Prueba ${Math.random().toString(36).slice(2, 7).replace(/[0-9]/g, 'x')}`;
  const userId = await registerConfirmed(stack, email, { firstName, lastName });
  // From the table: a profile call would count as a sign-in ("last login"), which the journey checks is "Never".
  const profile = await tableClient(stack).get({ PK: `USER#${userId}`, SK: 'PROFILE' });
  return { email, firstName, lastName, luniaId: String(profile?.luniaId) };
}

async function rejectCookies(page: Page) {
  const reject = page.getByRole('button', { name: 'Reject all' });
  if (await reject.isVisible()) await reject.click();
}

/** Ticks a user in the Bulk checklist, loading further pages until the user is there. */
async function tickRecipient(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  const checkbox = dialog.getByRole('checkbox', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
  const loadMore = dialog.getByRole('button', { name: 'Load more' });
  for (let pages = 0; pages < 50 && !(await checkbox.isVisible()); pages++) {
    await expect(loadMore).toBeEnabled();
    await loadMore.click();
    await page.waitForTimeout(100);
  }
  await checkbox.check();
}

const remindersTo = async (stack: StackInfo, user: Registered) =>
  (await mailsTo(stack, user.email)).filter((mail) =>
    [SPANISH_SUBJECT(user.firstName), ENGLISH_SUBJECT(user.firstName)].includes(mail.subject),
  );

function expectSpanishReminder(mail: StoredMail, firstName: string) {
  expect(mail.subject).toBe(SPANISH_SUBJECT(firstName));
  expect(mail.body.text ?? '').toContain(`Hola ${firstName}:`);
  expect(mail.body.text ?? '').toContain('Subir sus documentos');
}

test('admin users journey: search by LUNIA ID, view, single and bulk reminders in Spanish with live progress', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  const [searched, single, ...bulk] = await Promise.all([
    registerPharmacist(stack, 'users-search', 'Yadira'),
    registerPharmacist(stack, 'users-single', 'Marisol'),
    registerPharmacist(stack, 'users-bulk-a', 'Carmen'),
    registerPharmacist(stack, 'users-bulk-b', 'Héctor'),
    registerPharmacist(stack, 'users-bulk-c', 'Iván'),
  ]);
  if (!searched || !single || bulk.length !== 3) throw new Error('The accounts were not created');

  await signIn(page, DEMO.admin);
  await rejectCookies(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  const stats = page.getByRole('region', { name: 'User statistics' });
  for (const label of ['Total Users', 'Admins', 'Pending Approval', 'With Documents', 'In Organizations']) {
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();

  // Search by LUNIA ID: exactly that user's row; the address keeps the search.
  await page.getByLabel('Search users').fill(searched.luniaId);
  const rows = page.getByRole('table', { name: 'Users' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(searched.email);
  await expect(rows.first()).toContainText(searched.luniaId);
  await expect(rows.first()).toContainText('Not Submitted');
  await expect(rows.first()).toContainText('Never');

  // At 1280×800 the Actions column is in view and the page never scrolls sideways (issue 23).
  await page.setViewportSize({ width: 1280, height: 800 });
  const view = rows.first().getByRole('button', { name: /^View / });
  await expect(view).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await captureForReview(page, 'admin-users-1280', { fullPage: false });
  await expect(page).toHaveURL(new RegExp(`search=${searched.luniaId}`));
  await page.reload();
  await expect(page.getByLabel('Search users')).toHaveValue(searched.luniaId);
  await expect(rows).toHaveCount(1);
  await expectAccessibleInBothThemes(page);
  await captureForReview(page, 'admin-users-page', { fullPage: true });

  // The View panel: profile, organizations, documents, timeline.
  const fullName = `${searched.firstName} ${searched.lastName}`;
  await page.getByRole('button', { name: `View ${fullName}` }).click();
  const panel = page.getByRole('dialog', { name: fullName });
  await expect(panel).toBeVisible();
  for (const section of ['Profile', 'Organizations', 'Documents', 'Timeline']) {
    await expect(panel.getByRole('heading', { name: section, level: 3 })).toBeVisible();
  }
  await expect(panel.getByText(searched.luniaId)).toBeVisible();
  await expect(panel.getByText('Not a member of any organization.')).toBeVisible();
  await expect(panel.getByText('No documents uploaded.')).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // Single reminder in Spanish; the address is matched whatever its case.
  await page.getByRole('button', { name: 'Send Document Reminders' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Document Reminders' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Individual' }).check();
  await dialog.getByRole('radio', { name: 'Spanish' }).check();
  await dialog.getByRole('button', { name: 'Send Reminder' }).click();
  await expect(dialog.getByText('Please enter a user email')).toBeVisible();
  await dialog.getByLabel('User email').fill(uniqueEmail('nobody'));
  await dialog.getByRole('button', { name: 'Send Reminder' }).click();
  await expect(dialog.getByText('User not found or already verified')).toBeVisible();
  await dialog.getByLabel('User email').fill(single.email.toUpperCase());
  await dialog.getByRole('button', { name: 'Send Reminder' }).click();
  await expect(dialog.getByText(`Document reminder sent successfully to ${single.email}`)).toBeVisible();
  await expectAccessibleInBothThemes(page);

  // Bulk reminder to three users; the job's counts update live until it completes.
  await dialog.getByRole('radio', { name: 'Bulk' }).check();
  await expect(dialog.getByRole('radio', { name: 'Spanish' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Clear All' }).click();
  await dialog.getByRole('button', { name: /^Send 0 Reminders$/ }).click();
  await expect(dialog.getByText('Please select at least one user')).toBeVisible();
  for (const user of bulk) await tickRecipient(page, user.email);
  await expect(dialog.getByText(/^3 of \d+ loaded users selected$/)).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await captureForReview(page, 'admin-users-bulk-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Send 3 Reminders' }).click();
  const progress = dialog.getByRole('progressbar', { name: 'Reminders processed' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuemax', '3');
  await expect(dialog.getByText('Bulk reminders sent: 3 successful, 0 failed')).toBeVisible({ timeout: 30_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '3');
  await expect(dialog.locator('[data-count="sent"]')).toHaveText('3');
  await expect(dialog.locator('[data-count="failed"]')).toHaveText('0');
  await expect(dialog.locator('[data-count="pending"]')).toHaveText('0');
  await expectAccessibleInBothThemes(page);
  await captureForReview(page, 'admin-users-progress-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // Every reminder e-mail is in the local mail store, in Spanish, once per recipient.
  expectSpanishReminder(
    await waitForMail(stack, single.email, (mail) => mail.subject === SPANISH_SUBJECT(single.firstName)),
    single.firstName,
  );
  for (const user of bulk) {
    expectSpanishReminder(
      await waitForMail(stack, user.email, (mail) => mail.subject === SPANISH_SUBJECT(user.firstName)),
      user.firstName,
    );
    expect(await remindersTo(stack, user)).toHaveLength(1);
  }
  expect(await remindersTo(stack, searched)).toHaveLength(0);
});
