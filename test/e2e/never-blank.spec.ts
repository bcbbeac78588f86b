/**
 * Issue 23, never a blank page: a page whose code does not arrive (a flaky connection, or a deploy that
 * replaced the files while the tab was open) shows a message with Retry, and Reload after a second
 * failure; so does a prerendered public page whose island code does not arrive (issue 28); the browser
 * going offline is said, without unmounting what the visitor typed.
 */
import type { Page } from '@playwright/test';
import { captureForReview } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { openInApp } from './navigation';

/** Aborts every download of one chunk (a portal page, an island) while `blocked()` says so. */
async function blockPageChunk(page: Page, chunk: string, blocked: () => boolean): Promise<void> {
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), (route) =>
    blocked() ? route.abort('internetdisconnected') : route.continue(),
  );
}

/** The app has taken over the prerendered page (the header's menu button is enabled once hydrated). */
async function waitForApp(page: Page, menuButton: string): Promise<void> {
  await expect(page.getByRole('button', { name: menuButton, includeHidden: true })).toBeEnabled();
}

test.describe('never a blank page', () => {
  test('a portal page whose code fails to download offers Retry, then Reload; once it arrives, Retry shows it', async ({
    page,
  }) => {
    let blocked = true;
    await blockPageChunk(page, 'forgot-password-page', () => blocked);
    await page.goto('/signin');
    await waitForApp(page, 'Open menu');
    await openInApp(page, '/forgot-password');

    const main = page.getByRole('main');
    const heading = main.getByRole('heading', { level: 1, name: "This page didn't load" });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(main.getByText('Check your connection and try again.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Reload page' })).toHaveCount(0);
    // The site's frame stays: header and footer are still there.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAccessibleInBothThemes(page);
    await captureForReview(page, 'never-blank-page-load-error', { fullPage: false });

    // Still blocked: the second failure offers Reload (a new deploy may have replaced the files).
    await main.getByRole('button', { name: 'Retry' }).click();
    const repeated = main.getByRole('heading', { level: 1, name: "It still isn't working" });
    await expect(repeated).toBeFocused();
    await expect(main.getByRole('button', { name: 'Reload page' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expectAccessibleInBothThemes(page);

    // The failure was not kept: once the file arrives, Retry downloads it again and the page renders.
    blocked = false;
    await main.getByRole('button', { name: 'Retry' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  });

  test('in Spanish: a failed first load says so, the next navigation downloads again, Reload starts afresh', async ({
    page,
  }) => {
    let blocked = true;
    await blockPageChunk(page, 'forgot-password-page', () => blocked);
    await page.goto('/es/forgot-password');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Esta página no cargó' })).toBeFocused();
    await main.getByRole('button', { name: 'Reintentar' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Sigue sin funcionar' })).toBeFocused();
    await expect(main.getByRole('button', { name: 'Recargar la página' })).toBeVisible();
    await expectAccessibleInBothThemes(page);
    await captureForReview(page, 'never-blank-es-repeated', { fullPage: false });

    // Going elsewhere clears the message; coming back downloads the page's code again (a second
    // failure in a row: Reload is offered at once).
    await openInApp(page, '/register');
    await expect(main.getByRole('heading', { level: 1, name: 'Crear un ID' })).toBeVisible();
    await openInApp(page, '/forgot-password');
    await expect(main.getByRole('heading', { level: 1, name: 'Sigue sin funcionar' })).toBeFocused();
    blocked = false;
    await openInApp(page, '/register');
    await openInApp(page, '/forgot-password');
    await expect(main.getByRole('heading', { level: 1, name: 'Restablecer su contraseña' })).toBeVisible();

    // Reload starts the tab afresh with the newest files.
    blocked = true;
    await page.goto('/es/forgot-password');
    await main.getByRole('button', { name: 'Reintentar' }).click();
    await expect(main.getByRole('button', { name: 'Recargar la página' })).toBeVisible();
    blocked = false;
    await main.getByRole('button', { name: 'Recargar la página' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Restablecer su contraseña' })).toBeVisible();
  });

  test('a public page whose form code fails to download says so with Retry, not a form that does nothing', async ({
    page,
  }) => {
    let blocked = true;
    await blockPageChunk(page, 'contact-form', () => blocked);
    await page.goto('/contact');
    // The static page is there; the rest of it (the header, here) still hydrates.
    await waitForApp(page, 'Open menu');
    const failure = page.getByRole('heading', { level: 2, name: "This page didn't load" });
    await expect(failure).toBeFocused();
    await expect(page.locator('form[data-hydrated]')).toHaveCount(0);
    await expectAccessibleInBothThemes(page);
    await captureForReview(page, 'never-blank-island-load-error', { fullPage: false });

    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 2, name: "It still isn't working" })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();

    blocked = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('form[data-hydrated]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: "It still isn't working" })).toHaveCount(0);
  });

  for (const { language, path, menu, name, offline } of [
    { language: 'en', path: '/contact', menu: 'Open menu', name: 'Name', offline: "You're offline." },
    { language: 'es', path: '/es/contact', menu: 'Abrir menú', name: 'Nombre', offline: 'Está sin conexión.' },
  ]) {
    test(`going offline is said, and what was typed stays (${language})`, async ({ page, context }) => {
      await page.goto(path);
      await waitForApp(page, menu);
      const form = page.locator('form[data-hydrated]');
      await form.getByLabel(name).fill('Rosa Offline');
      const notice = page.getByRole('status').filter({ hasText: offline });
      await expect(notice).toHaveCount(0);

      await context.setOffline(true);
      await expect(notice).toBeVisible();
      await expect(form.getByLabel(name)).toHaveValue('Rosa Offline');
      if (language === 'en') {
        await expectAccessibleInBothThemes(page);
        await captureForReview(page, 'never-blank-offline', { fullPage: false });
      }

      await context.setOffline(false);
      await expect(notice).toHaveCount(0);
      await expect(form.getByLabel(name)).toHaveValue('Rosa Offline');
    });
  }
});
