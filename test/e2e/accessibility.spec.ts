import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { adminApi, documentsApi, eventually } from '../support/document-fixtures';
import { inviteThroughApi } from '../support/invite-examples';
import { accessTokenFor, apiClient, DEMO, uniqueEmail } from '../support/local-clients';
import { createOrganizationAs, locationPayload, setOrganizationFlags } from '../support/organization-fixture';
import { createLinkThroughApi } from '../support/verification-link-examples';
import { signIn } from './auth-journeys';
import { axeViolations as violations, violationsInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { openInApp } from './navigation';

/** Every public page (plus the 404 page), checked in both languages and both themes. */
const publicPaths = [
  '/',
  '/products',
  '/pricing',
  '/bookrx',
  '/shift',
  '/core',
  '/vault',
  '/partners',
  '/contact',
  '/press',
  '/legal',
  '/no-such-page',
  // A verification link's page (issue 27; not prerendered), here with a token no link has: its "not found" state.
  `/verify/${'A'.repeat(43)}`,
  // An inspection binder's location summary page (issue 43; not prerendered), its "not found" state.
  `/verify/location/${'A'.repeat(43)}`,
];

/** The pages of a visitor who is not signed in. */
const guestPaths = ['/signin', '/register', '/forgot-password'];

test.describe('accessibility (axe)', () => {
  // One test per language: the first page loads, the others open in the app as a visitor's click
  // would (one document: the scripts and axe are loaded once; web/src/app/client-router.tsx).
  for (const language of ['en', 'es'] as const) {
    test(`every public and sign-in page in ${language}, light and dark, has no violations`, async ({ page }) => {
      test.setTimeout(120_000);
      const found: Record<string, unknown> = {};
      for (const [index, path] of [...publicPaths, ...guestPaths].entries()) {
        const address = language === 'es' ? `/es${path === '/' ? '' : path}` : path;
        if (index === 0) await page.goto(address);
        else await openInApp(page, address);
        await expect(page).toHaveURL(address);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // The cookie banner is on screen (no answer yet), so it is checked on every page too.
        await expect(page.getByTestId('cookie-banner')).toBeVisible();
        for (const [theme, pageViolations] of Object.entries(await violationsInBothThemes(page)))
          found[`${address} (${theme})`] = pageViolations;
      }
      expect(found).toEqual({});
    });
  }

  test('the open mobile menu and a form with errors have no violations, and a page with some shows them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/partners');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual({});
    // The check finds what it looks for: an image without a text alternative, text too faint to read.
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/favicon.svg';
      const faint = document.createElement('p');
      faint.textContent = 'Too faint to read';
      faint.style.color = '#eeeeee';
      faint.style.backgroundColor = '#ffffff';
      document.querySelector('main')?.append(image, faint);
    });
    expect((await violations(page)).map((finding) => finding.id)).toEqual(
      expect.arrayContaining(['image-alt', 'color-contrast']),
    );
  });

  test('the admin organization approval page in en and es, light and dark, has no violations', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page, DEMO.admin);
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
      await signIn(page, DEMO.admin);
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
        {
          path: '/admin/extension-orders',
          title: en ? 'Extension orders' : 'Órdenes de extensión',
          ready: page.getByRole('heading', { name: en ? 'Recorded orders' : 'Órdenes registradas', level: 2 }),
        },
        {
          path: '/admin/audit',
          title: en ? 'Audit log' : 'Registro de auditoría',
          ready: page.getByRole('heading', {
            name: en ? 'Audit events, newest first' : 'Eventos de auditoría, del más reciente al más antiguo',
            level: 2,
          }),
        },
      ];
      const found: Record<string, unknown> = {};
      const check = async (label: string) => {
        for (const [theme, pageViolations] of Object.entries(await violationsInBothThemes(page)))
          found[`${label} ${language} (${theme})`] = pageViolations;
      };
      for (const { path, title, ready, dialog } of pages) {
        await openInApp(page, path); // in the app: one document for every page
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
      await signIn(page, owner.email, { password: TEST_PASSWORD });
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
        // Its events (the organization and its location), in the table.
        { path: '/organization-admin?tab=activity', ready: language === 'en' ? 'Activity' : 'Actividad' },
      ];
      for (const { path, submit, open, ready } of pages) {
        await openInApp(page, path); // in the app: one document for every page
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

  // Issue 14: the expiry date field with its error, the badges, the expired-document alerts, the
  // admin's Expiring soon list and its correction dialog. One test per language.
  for (const language of ['en', 'es'] as const)
    test(`the document expiry states in ${language}, light and dark, have no violations`, async ({
      page,
      browser,
      stack,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      const en = language === 'en';
      const pharmacist = await newAccount(stack, 'a11y-expiry');
      const documents = documentsApi(stack, pharmacist.token);
      const licence = await documents.upload('pharmacist_license');
      await documents.upload('college_license');
      // An admin records a past date: the licence has expired, the profile says so (stream-maintained).
      const adminToken = await accessTokenFor(stack, DEMO.admin);
      const corrected = await apiClient(stack)('PUT', `/api/admin/documents/${licence.id}/expiry`, {
        token: adminToken,
        body: { expiresOn: '2024-01-31' },
      });
      expect(corrected.status, corrected.text).toBe(200);
      await eventually(async () => {
        const profile = await apiClient(stack)('GET', '/api/profile', { token: pharmacist.token });
        return (profile.body.expiredRequiredDocuments as unknown[] | undefined)?.length ? true : undefined;
      });
      const found: Record<string, unknown> = {};
      const check = async (label: string, on = page) => {
        for (const [theme, pageViolations] of Object.entries(await violationsInBothThemes(on)))
          found[`${label} ${language} (${theme})`] = pageViolations;
      };

      await signIn(page, pharmacist.email, { password: TEST_PASSWORD });
      await page.getByRole('button', { name: language.toUpperCase(), exact: true }).first().press('Enter');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const expiredTitle = en ? 'A required document has expired' : 'Un documento requerido ha vencido';
      // The pages open inside the app, as its navigation opens them: their states are what is checked.
      await openInApp(page, '/dashboard');
      await expect(page.getByRole('heading', { name: expiredTitle })).toBeVisible();
      await check('/dashboard (expired alert)');
      await openInApp(page, '/document-upload');
      await expect(page.getByRole('heading', { name: expiredTitle })).toBeVisible();
      // The missing driver's licence: Upload without a date shows the field's error.
      const driver = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: en ? "Driver's License" : 'Licencia de Conducir' }) });
      await driver.getByRole('button', { name: en ? 'Upload' : 'Subir', exact: true }).click();
      await expect(driver.locator('[aria-invalid="true"]')).toHaveCount(1);
      await check('/document-upload (expired, date error)');
      await openInApp(page, '/bookrx-network');
      await expect(page.getByRole('heading', { name: expiredTitle })).toBeVisible();
      await check('/bookrx-network (expiry badges)');
      // Continuing education without an approved licence: the request to upload it (issue 27).
      await openInApp(page, '/continuing-education');
      await expect(
        page.getByRole('heading', { name: en ? 'Your progress this cycle' : 'Su progreso en este ciclo' }),
      ).toBeVisible();
      await check('/continuing-education (no licence)');

      const adminContext = await browser.newContext({ baseURL });
      const admin = await adminContext.newPage();
      await signIn(admin, DEMO.admin);
      await admin.getByRole('button', { name: language.toUpperCase(), exact: true }).first().press('Enter');
      await expect(admin.locator('html')).toHaveAttribute('lang', language);
      await openInApp(admin, '/admin/document-review?view=expiring');
      await expect(admin.getByRole('heading', { name: en ? 'Expiring soon' : 'Por vencer', level: 2 })).toBeVisible();
      await expect(admin.getByRole('table')).toBeVisible();
      await check('/admin/document-review?view=expiring', admin);
      await admin
        .getByRole('button', { name: en ? /^Correct expiry date/ : /^Corregir fecha de vencimiento/ })
        .first()
        .press('Enter');
      await expect(admin.getByRole('dialog')).toBeVisible();
      await check('correct expiry dialog', admin);
      await adminContext.close();
      expect(found).toEqual({});
    });
  // Issue 38: the legal name locked by an approved licence on /account (read-only, a name change
  // waiting for review, the request dialog), the back office's list of name changes with its reject
  // dialog, and the verification page of a deleted account. One test per language.
  for (const language of ['en', 'es'] as const)
    test(`the locked legal name states in ${language}, light and dark, have no violations`, async ({
      page,
      browser,
      stack,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      const en = language === 'en';
      const adminToken = await accessTokenFor(stack, DEMO.admin);
      const pharmacist = await newAccount(stack, 'a11y-name-lock');
      await adminApi(stack, adminToken).approve(
        await documentsApi(stack, pharmacist.token).upload('pharmacist_license'),
      );
      const held = await apiClient(stack)('POST', '/api/profile/name-change', {
        token: pharmacist.token,
        body: { firstName: 'Lucía', lastName: `Accesible ${language}`, reason: 'Married in 2026' },
      });
      expect(held.status, held.text).toBe(200);
      const closed = await newAccount(stack, 'a11y-closed');
      const link = await createLinkThroughApi(stack, closed.token, { expiresInDays: 5, label: 'Farmacia' });
      const deleted = await apiClient(stack)('POST', '/api/account/deletion', {
        token: closed.token,
        body: { password: TEST_PASSWORD },
      });
      expect(deleted.status, deleted.text).toBe(200);
      const found: Record<string, unknown> = {};
      const check = async (label: string, on = page) => {
        for (const [theme, pageViolations] of Object.entries(await violationsInBothThemes(on)))
          found[`${label} ${language} (${theme})`] = pageViolations;
      };

      await signIn(page, pharmacist.email, { password: TEST_PASSWORD });
      await page.getByRole('button', { name: language.toUpperCase(), exact: true }).first().press('Enter');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await openInApp(page, '/account');
      await expect(page.getByRole('main').locator('input[readonly]')).toHaveCount(2);
      await expect(
        page.getByRole('heading', { name: en ? 'Name change waiting for review' : 'Cambio de nombre en revisión' }),
      ).toBeVisible();
      await check('/account (name locked, change pending)');
      await page.getByRole('button', { name: en ? 'Change the request' : 'Cambiar la solicitud' }).press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('/account (name change dialog)');
      await page.keyboard.press('Escape');

      await page.goto(`/verify/${link.token}`);
      await expect(
        page.getByRole('heading', { name: en ? 'This account is no longer active' : 'Esta cuenta ya no está activa' }),
      ).toBeVisible();
      await check('/verify (account closed)');

      const adminContext = await browser.newContext({ baseURL });
      const admin = await adminContext.newPage();
      await signIn(admin, DEMO.admin);
      await admin.getByRole('button', { name: language.toUpperCase(), exact: true }).first().press('Enter');
      await expect(admin.locator('html')).toHaveAttribute('lang', language);
      await openInApp(admin, '/admin/users');
      const table = admin.getByRole('table', {
        name: en ? 'Name changes waiting for review' : 'Cambios de nombre pendientes de revisión',
      });
      await expect(table.getByText(`Lucía Accesible ${language}`)).toBeVisible();
      await expect(admin.locator('.animate-spin')).toHaveCount(0);
      await check('/admin/users (name changes)', admin);
      await admin
        .getByRole('button', { name: en ? /^Reject the new name of / : /^Rechazar el nombre nuevo de / })
        .first()
        .press('Enter');
      await expect(admin.getByRole('dialog')).toBeVisible();
      await check('reject name change dialog', admin);
      await adminContext.close();
      expect(found).toEqual({});
    });
});
