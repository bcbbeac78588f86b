/**
 * The admin's users journey in the browser: a super admin opens /admin/users, finds a user by LUNIA
 * ID (exactly one row) and opens the View panel; sends a single document reminder; sends a bulk
 * reminder to three users and watches the job's live counts end at "3 successful, 0 failed". The
 * pharmacists chose Spanish and the dialog says English: the dialog explains that each person's own
 * language wins (issue 39), the job counts the reminders by language, and the four reminder e-mails in
 * the local mail store are in Spanish. Last, a reminder's one-click unsubscribe link opens its page in
 * Spanish, whose button unsubscribes. The pages and the dialogs are checked with axe in light and dark.
 */
import type { Page } from '@playwright/test';
import { registerConfirmed } from '../support/accounts';
import {
  DEMO,
  mailHeader,
  mailsTo,
  type StoredMail,
  tableClient,
  uniqueEmail,
  waitForMail,
} from '../support/local-clients';
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

/** A fresh pharmacist (not verified: no documents yet) who chose Spanish, registered through the API as the web does. */
async function registerPharmacist(stack: StackInfo, label: string, firstName: string): Promise<Registered> {
  const email = uniqueEmail(label);
  const lastName = `Prueba ${Math.random().toString(36).slice(2, 7).replace(/[0-9]/g, 'x')}`;
  const userId = await registerConfirmed(stack, email, { firstName, lastName, language: 'es' });
  // From the table: a profile call would count as a sign-in ("last login"), which the journey checks is "Never".
  const profile = await tableClient(stack).get({ PK: `USER#${userId}`, SK: 'PROFILE' });
  return { email, firstName, lastName, luniaId: String(profile?.luniaId) };
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

  await signIn(page, DEMO.admin, { landing: '/admin/users', rejectCookies: true });
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

  // Single reminder with the dialog in English: the person's own language (Spanish) wins, as the dialog
  // says. The address is matched whatever its case.
  await page.getByRole('button', { name: 'Send Document Reminders' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Document Reminders' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Individual' }).check();
  await dialog.getByRole('radio', { name: 'English' }).check();
  await expect(dialog.getByText(/this language is used only for users who never chose one/)).toBeVisible();
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
  await expect(dialog.getByRole('radio', { name: 'English' })).toBeChecked();
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
  await expect(dialog.locator('[data-count="unsubscribed"]')).toHaveText('0');
  await expect(dialog.locator('[data-count="languages"]')).toHaveText('Sent by language: English 0, Spanish 3');
  await expectAccessibleInBothThemes(page);
  await captureForReview(page, 'admin-users-progress-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // Every reminder e-mail is in the local mail store, in Spanish, once per recipient.
  const singleMail = await waitForMail(
    stack,
    single.email,
    (mail) => mail.subject === SPANISH_SUBJECT(single.firstName),
  );
  expectSpanishReminder(singleMail, single.firstName);
  for (const user of bulk) {
    expectSpanishReminder(
      await waitForMail(stack, user.email, (mail) => mail.subject === SPANISH_SUBJECT(user.firstName)),
      user.firstName,
    );
    expect(await remindersTo(stack, user)).toHaveLength(1);
  }
  expect(await remindersTo(stack, searched)).toHaveLength(0);

  // The reminder's one-click unsubscribe link (issue 39) opened in a browser: the page asks first, in the
  // person's language, and only its button unsubscribes; then the result and the way back on.
  const link = mailHeader(singleMail, 'List-Unsubscribe')?.slice(1, -1) ?? '';
  expect(link).toContain('/api/email/unsubscribe?token=');
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: '¿Dejar de recibir los recordatorios de documentos de Lunia?' }),
  ).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(page.getByRole('heading', { name: /^Se dio de baja: Lunia ya no le enviará/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abrir mi cuenta' })).toHaveAttribute('href', /\/account$/);
  await expectAccessibleInBothThemes(page);
  await captureForReview(page, 'unsubscribe-page-done', { fullPage: false });
});
