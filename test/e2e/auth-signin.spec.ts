import { DEMO } from '../support/local-clients';
import {
  INVALID_CREDENTIALS_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  saveScreenshot,
  signInThroughPage,
} from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { checkInLayouts } from './layouts';

test.describe('sign-in', () => {
  test('the sign-in page offers remember me and the links, no account type, and passes axe', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Sign in to Lunia' })).toBeVisible();
    // Issue 40: the "Account type: ID / ORG" choice changed nothing and is gone (docs/decisions/0103-sign-in-account-type-removed.md).
    await expect(page.getByRole('main').getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Account type' })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /Remember me/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('main').getByRole('link', { name: 'Create an ID' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/legal?tab=terms',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/legal?tab=privacy',
    );
    await saveScreenshot(page, 'signin');
    await expectAccessibleInBothThemes(page);
  });

  test('a wrong password shows exactly the spec’s message', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill(DEMO.pharmacist);
    await page.getByLabel('Password', { exact: true }).fill('Wrong!Password1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(INVALID_CREDENTIALS_MESSAGE);
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('in Spanish, under /es, the page and its failure message are Spanish', async ({ page }) => {
    await page.goto('/es/signin');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión en Lunia' })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(DEMO.pharmacist);
    await page.getByLabel('Contraseña', { exact: true }).fill('Wrong!Password1');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Credenciales inválidas. Verifique su correo electrónico y contraseña e inténtelo de nuevo.',
    );
  });

  test('empty fields are named on submit', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('the seeded admin lands on /admin/dashboard', async ({ page }) => {
    await signInThroughPage(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
    // An admin opening /dashboard is sent to the admin dashboard too.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('a pharmacist sent to sign in from /admin/users returns there and sees Access Denied', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/signin$/);
    await signInThroughPage(page, DEMO.pharmacist, { open: false });
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  });

  test('the owner sees their organization in the switcher and can switch to Individual', async ({ page }) => {
    const contextChanges: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/context-change')) contextChanges.push(request.postDataJSON());
    });
    await signInThroughPage(page, DEMO.owner);
    await expect(page).toHaveURL(/\/dashboard$/);
    const switcher = page.getByRole('button', { name: /^You're viewing Farmacia Demo/ });
    await expect(switcher).toBeVisible();
    await switcher.click();
    await expect(page.getByRole('menuitemradio', { name: /Farmacia Demo\s*Owner/ })).toBeChecked();
    await expect(page.getByRole('menuitem', { name: /Create New Organization/ })).toBeEnabled();
    const statsRequest = page.waitForRequest(
      (request) => request.url().endsWith('/api/users/me/stats') && !request.headers()['x-active-org-id'],
    );
    await page.getByRole('menuitemradio', { name: /Individual/ }).click();
    await expect(page.getByRole('button', { name: /^You're viewing Individual/ })).toBeVisible();
    await statsRequest;
    expect(contextChanges).toEqual([expect.objectContaining({ activeOrgId: null, platform: 'website' })]);
    // The choice survives a reload, without a second context change.
    await page.reload();
    await expect(page.getByRole('button', { name: /^You're viewing Individual/ })).toBeVisible();
    expect(contextChanges).toHaveLength(1);
  });

  test('an expired session whose refresh is refused returns to /signin with the spec’s message', async ({
    page,
    stack,
  }) => {
    await signInThroughPage(page, DEMO.pharmacist, { remember: true });
    await expect(page).toHaveURL(/\/dashboard$/);

    // Expire the stored access and id tokens, and have Cognito refuse the refresh token. In the reloaded
    // page, before its own scripts: the page already open could otherwise meet the expired tokens first
    // (a refetch or a refresh check) and clear them before the reload, which then starts signed out.
    await page.addInitScript(() => {
      const expire = (jwt: string) => {
        const [header, payload, signature] = jwt.split('.');
        const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/')));
        claims.exp = Math.floor(Date.now() / 1000) - 60;
        const encoded = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
        return `${header}.${encoded}.${signature}`;
      };
      for (const key of Object.keys(localStorage)) {
        if (/\.(accessToken|idToken)$/.test(key)) localStorage.setItem(key, expire(localStorage.getItem(key) ?? ''));
        if (key.endsWith('.refreshToken')) localStorage.setItem(key, 'revoked-refresh-token');
      }
    });
    await page.route(`${stack.urls.cognito}/**`, async (route) => {
      if (route.request().headers()['x-amz-target']?.endsWith('GetTokensFromRefreshToken')) {
        await route.fulfill({
          status: 400,
          headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': 'NotAuthorizedException' },
          body: JSON.stringify({ __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' }),
        });
      } else {
        await route.continue();
      }
    });
    await page.reload();

    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(SESSION_EXPIRED_MESSAGE);
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('Cognito')));
    expect(stored).toEqual([]);
  });

  test('without "remember me" the session is kept in sessionStorage only, and shared with a new tab', async ({
    page,
  }) => {
    await signInThroughPage(page, DEMO.pharmacist);
    await expect(page).toHaveURL(/\/dashboard$/);
    const keys = await page.evaluate(() => ({
      local: Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.')),
      session: Object.keys(sessionStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.')),
    }));
    expect(keys.local).toEqual([]);
    expect(keys.session.some((key) => key.endsWith('.accessToken'))).toBe(true);

    // The public header shows the avatar menu to a signed-in visitor.
    await page.goto('/');
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');

    // Issue 40 item 11: a link opened in a new tab of the same browser session is signed in (the open
    // tab, here a prerendered public page, hands its session over), and the new tab still keeps it in
    // sessionStorage only.
    const secondTab = await page.context().newPage();
    await secondTab.goto('/dashboard');
    await expect(secondTab).toHaveURL(/\/dashboard$/);
    await expect(secondTab.getByRole('heading', { level: 1 })).toBeVisible();
    const secondKeys = await secondTab.evaluate(() => ({
      local: Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.')),
      session: Object.keys(sessionStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.')),
    }));
    expect(secondKeys.local).toEqual([]);
    expect(secondKeys.session.some((key) => key.endsWith('.refreshToken'))).toBe(true);
    // Still there once the session was checked: the portal did not send the new tab to sign in.
    await expect(secondTab.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    await expect(secondTab).toHaveURL(/\/dashboard$/);
    // The signed-in dashboard of the new tab, in Spanish on a phone and in English on a desktop.
    await checkInLayouts(secondTab, 'issue-40-item-11-new-tab-signed-in', async (language) => {
      const menu = secondTab.getByRole('button', {
        name: language === 'en' ? /^Account menu for / : /^Menú de la cuenta de /,
      });
      await expect(menu).toBeVisible();
      await expect(secondTab).toHaveURL(language === 'en' ? /\/dashboard$/ : /\/es\/dashboard$/);
      await expect(secondTab.getByRole('heading', { level: 1 })).toBeVisible();
      return secondTab.getByRole('main');
    });
    await secondTab.close();
  });

  test('a visitor who never signed in loads no auth code on the home page', async ({ page }) => {
    const authModules: string[] = [];
    page.on('request', (request) => {
      if (/aws-amplify|account-menu|@tanstack|react-hook-form/.test(request.url())) authModules.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(authModules).toEqual([]);
  });
});
