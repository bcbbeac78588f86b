/**
 * Someone registers Ana's address before she does and never proves it (issue 38): they get nothing to
 * sign in with. Ana registers, proves her address with the code and her own password, is signed in,
 * later resets her password; nothing of the first registration survives and her account works.
 */
import { ConfirmForgotPasswordCommand, ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoFor, cognitoTokensFor, registration } from '../support/accounts';
import { codeMailedTo, skipRegistrationCodeCooldown } from '../support/email-code';
import { apiClient, tableClient, uniqueEmail, waitForMail } from '../support/local-clients';
import { saveScreenshot, signInThroughPage } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';

const INTRUDER_PASSWORD = 'intruder-pass1!';
const ANA_PASSWORD = 'ana-first-pass1!';
const ANA_NEW_PASSWORD = 'ana-second-pass2!';

const refusedSignIn = (stack: Parameters<typeof cognitoTokensFor>[0], email: string, password: string) =>
  cognitoTokensFor(stack, email, password).then(
    () => 'signed in',
    (error: Error) => error.name,
  );

test('an address registered by someone else first: its owner registers, proves it, resets; the other registration is gone', async ({
  page,
  stack,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('e2e-takeover-ana');
  const api = apiClient(stack);
  const table = tableClient(stack);

  // The intruder registers Ana's address and never proves it: there is nothing to sign in with.
  const intruder = registration(email, { firstName: 'Mallory', lastName: 'Intruso', password: INTRUDER_PASSWORD });
  expect((await api('POST', '/api/auth/register', { body: intruder })).status).toBe(201);
  const intruderCode = await codeMailedTo(stack, email, [], { registration: true });
  expect(await refusedSignIn(stack, email, INTRUDER_PASSWORD)).toBe('NotAuthorizedException');
  // (A day later, say: the address's 60-second code cooldown is long over.)
  await skipRegistrationCodeCooldown(stack, email);

  // Ana registers through the page.
  await page.goto('/register');
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Vega');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('787-555-0110');
  await page.getByLabel('Password', { exact: true }).fill(ANA_PASSWORD);
  await page.getByLabel('Confirm password').fill(ANA_PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create an ID' }).click();
  await expect(page).toHaveURL(/\/register\/confirm$/);
  const code = await codeMailedTo(stack, email, [intruderCode], { registration: true });
  // The code first mailed (the intruder's registration's) no longer confirms anything.
  await page.getByLabel('Verification code').fill(intruderCode);
  await page.getByRole('button', { name: 'Confirm email' }).click();
  await expect(page.getByText('That code is not correct. Please check it and try again.')).toBeVisible();
  await saveScreenshot(page, 'takeover-confirm-wrong-code');
  await expectAccessibleInBothThemes(page);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm email' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (morning|afternoon|evening), Ana$/);

  // Nothing of the intruder's registration is left, and its password opens nothing.
  expect(await table.queryPartition(`REGISTRATION#${email}`)).toEqual([]);
  expect(await refusedSignIn(stack, email, INTRUDER_PASSWORD)).toBe('NotAuthorizedException');

  // Ana resets her password (Cognito's reset, with the code mailed to her).
  const cognito = cognitoFor(stack);
  try {
    await cognito.send(new ForgotPasswordCommand({ ClientId: stack.userPool.clientId, Username: email }));
    const mail = await waitForMail(stack, email, (m) => m.subject.includes('reset code'));
    await cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: stack.userPool.clientId,
        Username: email,
        ConfirmationCode: /(?:code is|código es): (\S+)/.exec(mail.body.text ?? '')?.[1],
        Password: ANA_NEW_PASSWORD,
      }),
    );
  } finally {
    cognito.destroy();
  }
  expect(await refusedSignIn(stack, email, ANA_PASSWORD)).toBe('NotAuthorizedException');
  expect(await refusedSignIn(stack, email, INTRUDER_PASSWORD)).toBe('NotAuthorizedException');

  // Her account works with the new password, with her own details.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signInThroughPage(page, email, { password: ANA_NEW_PASSWORD });
  await expect(page).toHaveURL(/\/dashboard$/);
  const { accessToken } = await cognitoTokensFor(stack, email, ANA_NEW_PASSWORD);
  const profile = await api('GET', '/api/profile', { token: accessToken });
  expect(profile.body.user).toMatchObject({ firstName: 'Ana', lastName: 'Vega', phone: '787-555-0110' });
});
