import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { inviteThroughApi } from '../support/invite-examples';
import { apiClient, DEMO, uniqueEmail } from '../support/local-clients';
import { createOrganizationAs, locationPayload, setOrganizationFlags } from '../support/organization-fixture';
import { signInThroughPage } from './auth-journeys';
import { axeViolations as violations, violationsInBothThemes } from './axe';
import { expect, test } from './fixtures';

/** Every public page (plus the 404 page), checked in both languages and both themes. */
const publicPaths = [
  '/',
  '/products',
  '/bookrx',
  '/shift',
  '/core',
  '/vault',
  '/partners',
  '/contact',
  '/press',
  '/legal',
  '/no-such-page',
];

test.describe('accessibility (axe)', () => {
  // One test per page and language: a slow machine stretches each page's check, not one long test.
  for (const language of ['en', 'es'] as const) {
    for (const path of publicPaths) {
      const address = language === 'es' ? `/es${path === '/' ? '' : path}` : path;
      test(`public page ${address}, light and dark, has no violations`, async ({ page }) => {
        const found: Record<string, unknown> = {};
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // The cookie banner is on screen (no answer yet), so it is checked on every page too.
        await expect(page.getByTestId('cookie-banner')).toBeVisible();
        for (const [theme, pageViolations] of Object.entries(await violationsInBothThemes(page)))
          found[`${address} (${theme})`] = pageViolations;
        expect(found).toEqual({});
      });
    }
  }

  test('the open mobile menu and a form with errors have no violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/partners');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual({});
  });

  test('the admin organization approval page in en and es, light and dark, has no violations', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInThroughPage(page, DEMO.admin);
    const found: Record<string, unknown> = {};
    for (const language of ['en', 'es'] as const) {
      await context.addCookies([{ name: 'lunia_language', value: language, url: baseURL ?? '' }]);
      await page.goto('/admin/organization-approval');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const title = language === 'en' ? 'Organization Approval' : 'Aprobación de organizaciones';
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      // The demo owner's organization at least: cards, badges and the summary are on screen.
      await expect(page.getByRole('listitem').first()).toBeVisible();
      for (const [theme, pageViolations] of Object.entries(await violationsInBothThemes(page)))
        found[`${language} (${theme})`] = pageViolations;
    }
    expect(found).toEqual({});
  });

  // One test per language, so the two run side by side.
  for (const language of ['en', 'es'] as const)
    test(`the admin back office pages in ${language}, light and dark, have no violations`, async ({ page }) => {
      test.setTimeout(180_000);
      const en = language === 'en';
      await signInThroughPage(page, DEMO.admin);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      // The language switcher, by keyboard (the cookie banner covers the bottom of the page).
      await page.getByRole('button', { name: language.toUpperCase(), exact: true }).first().press('Enter');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const pages = [
        {
          path: '/admin/dashboard',
          title: en ? 'Admin dashboard' : 'Panel de administración',
          ready: page.getByRole('heading', { name: en ? 'Quick actions' : 'Acciones rápidas' }),
        },
        {
          path: '/admin/users',
          title: en ? 'User Management' : 'Gestión de usuarios',
          ready: page.getByRole('heading', { name: en ? 'Users' : 'Usuarios', exact: true, level: 2 }),
        },
        {
          path: '/admin/organizations',
          title: en ? 'Organizations' : 'Organizaciones',
          ready: page.getByRole('button', { name: en ? /^View / : /^Ver / }).first(),
          // The View dialog with the organization's details, members, documents and payments.
          dialog: en ? /^View / : /^Ver /,
        },
        {
          path: '/admin/modules',
          title: en ? 'Modules' : 'Módulos',
          ready: page.getByRole('heading', { name: 'Vault', level: 2 }),
        },
        {
          path: '/admin/settings',
          title: en ? 'System settings' : 'Configuración del sistema',
          ready: page.getByRole('table', { name: en ? 'Queues' : 'Colas' }),
        },
      ];
      const found: Record<string, unknown> = {};
      const check = async (label: string) => {
        for (const [theme, pageViolations] of Object.entries(await violationsInBothThemes(page)))
          found[`${label} ${language} (${theme})`] = pageViolations;
      };
      for (const { path, title, ready, dialog } of pages) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
        await expect(ready).toBeVisible();
        // Every section has loaded: no spinner left on the page.
        await expect(page.locator('.animate-spin')).toHaveCount(0);
        await check(path);
        if (dialog) {
          await page.getByRole('button', { name: dialog }).first().press('Enter');
          const opened = page.getByRole('dialog');
          await expect(opened.getByRole('heading', { name: en ? 'Members' : 'Miembros' })).toBeVisible();
          await check(`${path} (details dialog)`);
          await page.keyboard.press('Escape');
          await expect(opened).toBeHidden();
        }
      }
      expect(found).toEqual({});
    });

  // One test per language, so the two run side by side.
  for (const language of ['en', 'es'] as const)
    test(`the organization pages in ${language}, light and dark, have no violations`, async ({ page, stack }) => {
      test.setTimeout(150_000);
      const owner = await newAccount(stack, 'a11y-org-owner');
      const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Accesible');
      const created = await apiClient(stack)('POST', '/api/locations', {
        token: owner.token,
        headers: { 'x-active-org-id': orgId },
        body: locationPayload('Sede Accesible'),
      });
      expect(created.status, created.text).toBe(201);
      // Room for a second location, so the add form opens.
      await setOrganizationFlags(stack, orgId, { unlimitedLocations: true });
      // A pending invite, so Pending Invites has a row with its actions.
      await inviteThroughApi(stack, { token: owner.token, orgId, email: uniqueEmail('a11y-invitee') });
      await signInThroughPage(page, owner.email, { password: TEST_PASSWORD });
      await expect(page).toHaveURL(/\/dashboard$/);
      const found: Record<string, unknown> = {};
      // By keyboard: the cookie banner (left open, so it is checked too) covers the bottom of the page.
      await page.getByRole('button', { name: language.toUpperCase(), exact: true }).first().press('Enter');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const pages = [
        // The create form with its six required-field messages showing.
        { path: '/create-organization', submit: language === 'en' ? 'Create organization' : 'Crear organización' },
        // Locations with the add form open.
        { path: '/organization-admin', open: language === 'en' ? 'Add Location' : 'Añadir sucursal' },
        // The other tabs, loaded.
        { path: '/organization-admin?tab=team', ready: language === 'en' ? 'Team members' : 'Miembros del equipo' },
        {
          path: '/organization-admin?tab=invites',
          ready: language === 'en' ? 'Team invites' : 'Invitaciones al equipo',
        },
        { path: '/organization-admin?tab=billing', ready: language === 'en' ? 'Billing' : 'Facturación' },
      ];
      for (const { path, submit, open, ready } of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (ready) await expect(page.getByRole('heading', { name: ready, exact: true })).toBeVisible();
        if (submit) await page.getByRole('button', { name: submit }).press('Enter');
        if (open) {
          await expect(page.getByRole('heading', { name: 'Sede Accesible' })).toBeVisible();
          await page.getByRole('button', { name: open }).press('Enter');
        }
        if (submit) await expect(page.locator('[aria-invalid="true"]')).toHaveCount(6);
        if (open) await expect(page.getByRole('main').locator('form')).toBeVisible();
        for (const [theme, pageViolations] of Object.entries(await violationsInBothThemes(page)))
          found[`${path} ${language} (${theme})`] = pageViolations;
      }
      expect(found).toEqual({});
    });
});
