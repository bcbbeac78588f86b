/**
 * Issue 10's team journey in the browser, in English and in Spanish: the owner sends a team invite
 * from Invite Members (the invitation e-mail arrives in the local mail viewer, in the chosen
 * language); the colleague opens the e-mail's link, is sent to sign in (told who invites them, the
 * address prefilled), creates an ID on the way, confirms the e-mailed code, lands back on the
 * dashboard, accepts, and the organization becomes theirs; the owner sees them in
 * Team Management with the invited role.
 */
import type { Browser, Page } from '@playwright/test';
import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { codeMailedTo, proveEmailOf } from '../support/email-code';
import { simulatorAddress } from '../support/email-suppression';
import { apiClient, readMailStore, uniqueEmail, waitForMail } from '../support/local-clients';
import { createOrganizationAs } from '../support/organization-fixture';
import type { StackInfo } from '../support/stack-info';
import { saveScreenshot, signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { checkInLayouts } from './layouts';
import { openInApp, rejectCookiesIfShown } from './navigation';

const TEXT = {
  en: {
    languageButton: 'EN',
    inviteEmail: 'Email',
    role: 'Role',
    roleValue: 'manager',
    roleName: 'Manager',
    send: 'Send Invite',
    sent: (email: string) => `Invitation sent to ${email}. The link in it works for 7 days.`,
    pending: 'Pending',
    undeliverable: 'Undeliverable',
    subject: 'You have been invited to an organization on Lunia',
    createId: 'Create an ID',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    password: 'Password',
    confirmPassword: 'Confirm password',
    terms: /I agree to the/,
    code: 'Verification code',
    confirm: 'Confirm email',
    invited: (org: string) => `${org} invited you to join as Manager.`,
    accept: (org: string) => `Accept the invitation to join ${org}`,
    joined: (org: string) => `You joined ${org}. It is now your active organization.`,
    used: 'This invitation was already answered. If you accepted it, sign in: the organization is on your dashboard. Otherwise ask the organization for a new invitation.',
    teamTab: 'Team Management',
    invitesTab: 'Invite Members',
    roleHelp:
      "Managers have a member's access (the organization's modules, its team and documents) and mark who runs the pharmacy day to day. They cannot manage the team, locations or billing.",
    codeSubject: /^Your Lunia verification code: \d{6}$/,
  },
  es: {
    languageButton: 'ES',
    inviteEmail: 'Correo electrónico',
    role: 'Rol',
    roleValue: 'manager',
    roleName: 'Gerente',
    send: 'Enviar invitación',
    sent: (email: string) => `Invitación enviada a ${email}. El enlace funciona durante 7 días.`,
    pending: 'Pendiente',
    undeliverable: 'No entregable',
    subject: 'Le invitaron a una organización en Lunia',
    createId: 'Crear un ID',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    terms: /Acepto los/,
    code: 'Código de verificación',
    confirm: 'Confirmar correo',
    invited: (org: string) => `${org} le invitó a unirse como Gerente.`,
    accept: (org: string) => `Aceptar la invitación para unirse a ${org}`,
    joined: (org: string) => `Se unió a ${org}. Ahora es su organización activa.`,
    used: 'Esta invitación ya fue respondida. Si la aceptó, inicie sesión: la organización está en su panel. Si no, pida a la organización una invitación nueva.',
    teamTab: 'Gestión del equipo',
    invitesTab: 'Invitar miembros',
    roleHelp:
      'Los gerentes tienen el acceso de un miembro (los módulos de la organización, su equipo y documentos) e indican quién dirige la farmacia a diario. No pueden gestionar el equipo, las sucursales ni la facturación.',
    codeSubject: /^Su código de verificación de Lunia: \d{6}$/,
  },
} as const;

async function useLanguage(page: Page, language: keyof typeof TEXT) {
  await rejectCookiesIfShown(page);
  if ((await page.locator('html').getAttribute('lang')) === language) return;
  await page.getByRole('button', { name: TEXT[language].languageButton, exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The colleague: opens the e-mail's link signed out, creates an ID on the way, accepts on the dashboard. */
async function colleagueAccepts(
  stack: StackInfo,
  browser: Browser,
  baseURL: string,
  link: string,
  email: string,
  language: 'en' | 'es',
  org: string,
) {
  const text = TEXT[language];
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/signin/);
  await useLanguage(page, language);
  // Signed out, the pages say who invites and prefill the invited address (issue 25).
  await expect(page.getByRole('status').filter({ hasText: text.invited(org) })).toBeVisible();
  await expect(page.getByLabel(text.email)).toHaveValue(email);
  await page.getByRole('main').getByRole('link', { name: text.createId }).click();
  await expect(page.getByRole('status').filter({ hasText: text.invited(org) })).toBeVisible();
  await expect(page.getByLabel(text.email)).toHaveValue(email);
  await expectAccessibleInBothThemes(page);
  await saveScreenshot(page, `invited-register-${language}`);
  await page.getByLabel(text.firstName).fill('Marta');
  await page.getByLabel(text.lastName).fill('Colón');
  await page.getByLabel(text.phone).fill('787-555-0142');
  await page.getByLabel(text.password, { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel(text.confirmPassword).fill(TEST_PASSWORD);
  await page.getByRole('checkbox', { name: text.terms }).check();
  await page.getByRole('button', { name: text.createId }).click();
  // The new ID waits for the e-mailed code (issue 25); confirming signs in and goes on to the link.
  await expect(page).toHaveURL(/\/register\/confirm$/);
  const code = await codeMailedTo(stack, email, [], { registration: true });
  // The ID speaks the language it was created in, from this first e-mail on.
  const codeMail = (await readMailStore(stack, { registrationCodes: true })).find(
    (mail) => mail.destination.to.some((address) => address.includes(email)) && mail.subject.endsWith(code),
  );
  expect(codeMail?.subject).toMatch(text.codeSubject);
  await page.getByLabel(text.code).fill(code);
  await page.getByRole('button', { name: text.confirm }).click();

  // Back where the link pointed; the secret has left the address bar.
  await expect(page).toHaveURL(/\/dashboard$/);
  const accept = page.getByRole('button', { name: text.accept(org) });
  await expect(accept).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await saveScreenshot(page, `invitation-${language}`);
  await accept.click();
  await expect(page.getByText(text.joined(org))).toBeVisible();
  // The switcher now has the organization, active.
  await expect(page.getByRole('button', { name: new RegExp(org) }).first()).toBeVisible();
  await context.close();

  // Issue 40: the spent link, opened again signed out, says it was used and what to do next.
  const later = await browser.newContext({ baseURL });
  const again = await later.newPage();
  await again.goto(link);
  await expect(again).toHaveURL(/\/signin/);
  await useLanguage(again, language);
  // Both sizes in this run's language: the language is this test's parameter, the size costs a resize.
  await checkInLayouts(
    again,
    'issue-40-item-7-invitation-used',
    async () => {
      const used = again.getByRole('alert').filter({ hasText: text.used });
      await expect(used).toBeVisible();
      return used;
    },
    {
      layouts: [
        { language, width: 390, height: 844 },
        { language, width: 1280, height: 800 },
      ],
    },
  );
  await later.close();
}

for (const language of ['en', 'es'] as const) {
  test(`team invite journey (${language}): invite, mail, register through the link, accept, appear in Team Management`, async ({
    page,
    browser,
    stack,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const text = TEXT[language];
    const org = `Farmacia ${language.toUpperCase()} ${Math.random().toString(36).slice(2, 7).replace(/[0-9]/g, 'q')}`;
    const owner = await newAccount(stack, `team-${language}`, { firstName: 'Ana', lastName: 'Vega' });
    const orgId = await createOrganizationAs(stack, owner.token, org);
    // Only a proven e-mail may invite (issue 25).
    await proveEmailOf(stack, owner.userId);
    const colleague = uniqueEmail(`colleague-${language}`);
    // An invitation to an address whose mail bounces (SES's mailbox simulator) shows as undeliverable (issue 39).
    const bouncing = simulatorAddress('bounce', `team-${language}`);
    const ownersApi = (method: string, path: string, body?: unknown) =>
      apiClient(stack)(method, path, { token: owner.token, headers: { 'x-active-org-id': orgId }, body });
    expect((await ownersApi('POST', `/api/orgs/${orgId}/invites`, { email: bouncing, role: 'member' })).status).toBe(
      201,
    );
    await expect
      .poll(
        async () =>
          ((await ownersApi('GET', `/api/orgs/${orgId}/invites`)).body.invites as { undeliverable: boolean }[])[0]
            ?.undeliverable,
        { timeout: 30_000 },
      )
      .toBe(true);

    // The owner invites from Invite Members; the chosen role is explained where it is chosen (issue 40).
    await signIn(page, owner.email, { password: TEST_PASSWORD });
    await useLanguage(page, language);
    await openInApp(page, '/organization-admin?tab=invites');
    await expect(page.getByRole('tab', { name: text.invitesTab })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel(text.inviteEmail, { exact: true }).fill(colleague);
    await page.getByLabel(text.role).selectOption(text.roleValue);
    await expect(page.getByText(text.roleHelp)).toBeVisible();
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByText(text.sent(colleague))).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: colleague });
    await expect(row.getByText(text.pending, { exact: true })).toBeVisible();
    const bounced = page.getByRole('listitem').filter({ hasText: bouncing });
    await expect(bounced.getByText(text.undeliverable, { exact: true })).toBeVisible();
    await expectAccessibleInBothThemes(page);
    await saveScreenshot(page, `invites-tab-${language}`);

    // The invitation e-mail, in the local mail viewer and in the inviter's language.
    const mail = await waitForMail(stack, colleague);
    // The subject holds nothing anyone typed; the organization's name is quoted in the body (issue 39).
    expect(mail.subject).toBe(text.subject);
    expect(mail.body.text).toContain(language === 'en' ? `“${org}”` : `«${org}»`);
    const viewer = await page.context().newPage();
    await viewer.goto(stack.urls.mailViewer);
    await expect(viewer.getByText(text.subject).first()).toBeVisible();
    await viewer.close();
    const link = /https?:\/\/\S+\/dashboard#invitation=\S+&token=[A-Za-z0-9_-]+/.exec(mail.body.text ?? '')?.[0];
    expect(link).toBeDefined();

    await colleagueAccepts(stack, browser, baseURL ?? '', link ?? '', colleague, language, org);

    // The owner sees the colleague in Team Management with the invited role.
    await page.getByRole('tab', { name: text.teamTab }).click();
    const member = page.getByRole('row').filter({ hasText: colleague });
    await expect(member).toBeVisible();
    await expect(member.getByText(text.roleName, { exact: true })).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
}
