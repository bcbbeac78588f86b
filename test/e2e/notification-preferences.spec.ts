/**
 * Notification preferences on /account (issue 25): a pharmacist chooses Spanish for their e-mails and
 * switches an optional e-mail off; the choice is saved, survives a reload and is what the API holds.
 * The required e-mails are listed with no switch. (The decision e-mails themselves, the denial with
 * its reason in the mailbox and on the dashboard, are in documents-journey.spec.ts.)
 */
import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { accessTokenFor, apiClient } from '../support/local-clients';
import { saveScreenshot, signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

test('a pharmacist chooses the language of their e-mails and which optional ones they receive', async ({
  page,
  stack,
}) => {
  const pharmacist = await newAccount(stack, 'e2e-preferences', { firstName: 'Noemí' });
  await signIn(page, pharmacist.email, { password: TEST_PASSWORD, landing: '/account' });
  const section = page.getByRole('region', { name: 'E-mail notifications' });
  await expect(section.getByLabel('E-mail language')).toHaveValue('en');
  const inviteAccepted = section.getByRole('checkbox', { name: 'Invitation accepted' });
  await expect(inviteAccepted).toBeChecked();
  await expect(section.getByRole('heading', { name: 'Always sent' })).toBeVisible();
  const save = section.getByRole('button', { name: 'Save notification settings' });
  await expect(save).toBeDisabled();

  await section.getByLabel('E-mail language').selectOption('es');
  await inviteAccepted.uncheck();
  await save.click();
  await expect(page.getByText('Your notification settings were saved.')).toBeVisible();
  await expect(save).toBeDisabled();
  await saveScreenshot(page, 'account-notification-preferences');
  await expectAccessibleInBothThemes(page);

  await page.reload();
  await expect(section.getByLabel('E-mail language')).toHaveValue('es');
  await expect(section.getByRole('checkbox', { name: 'Invitation accepted' })).not.toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Early expiry reminders' })).toBeChecked();
  const token = await accessTokenFor(stack, pharmacist.email, TEST_PASSWORD);
  const profile = await apiClient(stack)('GET', '/api/profile', { token });
  expect(profile.body.user).toMatchObject({
    language: 'es',
    notificationPreferences: {
      language: 'es',
      emails: {
        inviteAccepted: false,
        earlyExpiryReminders: true,
        teamDocumentDecisions: true,
        documentReminders: true,
        ceReminders: true,
      },
    },
  });
});
