import type { Page } from '@playwright/test';
import { DEMO, uniqueEmail, waitForMail } from '../support/local-clients';
import { captureForReview, signIn } from './auth-journeys';
import { expect, test } from './fixtures';
import { switchLanguage } from './navigation';

const COMPANY_INBOX = 'hello@lunia.local';

async function answerCookies(page: Page, answer = 'Accept all') {
  await page.getByTestId('cookie-banner').getByRole('button', { name: answer }).click();
}

test.describe('public site', () => {
  test('a visitor switches to Spanish and dark mode, reloads and keeps both', async ({ page }) => {
    await page.goto('/partners');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const header = page.getByRole('banner');
    await switchLanguage(page, 'es');
    await expect(page).toHaveURL(/\/es\/partners$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Construyamos juntos el futuro de la atención farmacéutica',
    );
    await expect(page).toHaveTitle('Colabore con Lunia');
    await header.getByRole('button', { name: 'Cambiar al tema oscuro' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(
      page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Productos' }),
    ).toHaveAttribute('href', '/es/products');
    // The saved choice wins over the address: the English address of a page brings the Spanish one.
    await page.goto('/press');
    await expect(page).toHaveURL(/\/es\/press$/);
    await expect(page.locator('html')).toHaveClass(/dark/);
    // Back to English, and an internal link leaves /es.
    await switchLanguage(page, 'en');
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/press$/);
    await captureForReview(page, 'press-dark', { fullPage: false });
  });

  test('a browser that prefers Spanish gets Spanish pages on its first visit', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'es-PR', baseURL });
    const page = await context.newPage();
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/es\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hablemos de su farmacia');
    await context.close();
  });

  test('cookies: accepted once, not asked again', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/legal?tab=privacy');
    await answerCookies(page);
    await expect(banner).toHaveCount(0);
    const consent = (await page.context().cookies()).find(({ name }) => name === 'lunia_cookie_consent');
    expect(consent?.value).toBe('accepted');
    // Remembered for 365 days.
    const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    await page.reload();
    await page.getByRole('link', { name: 'Products' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('Pricing is in the header, and /login leads to sign-in (issue 40)', async ({ page }) => {
    await page.goto('/');
    await answerCookies(page);
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.goto('/login?next=%2Fdocument-upload');
    await expect(page).toHaveURL(/\/signin\?next=%2Fdocument-upload$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('each legal tab opens by link', async ({ page }) => {
    const tabs = [
      ['privacy', 'Privacy policy'],
      ['terms', 'Terms of service'],
      ['hipaa', 'HIPAA notice'],
      ['security', 'Security'],
    ] as const;
    for (const [tab, heading] of tabs) {
      await page.goto(`/legal?tab=${tab}`);
      await expect(page.getByRole('tab', { name: tab === 'hipaa' ? 'HIPAA' : undefined, selected: true })).toHaveCount(
        1,
      );
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(heading);
      await expect(panel).toContainText('Last updated: January 27, 2025');
    }
    await page.goto('/legal#hipaa');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText('HIPAA notice');
    await expect(page.getByRole('tabpanel')).toContainText('500 or more individuals');
    // Keyboard: arrows move between tabs.
    await page.getByRole('tab', { name: 'HIPAA' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Security' })).toBeFocused();
    await expect(page).toHaveURL(/tab=security/);
    // The footer links lead to the tabs.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText('Terms of service');
  });

  test('the complete media kit downloads with its real bytes', async ({ page }) => {
    await page.goto('/press');
    await answerCookies(page, 'Reject all');
    await expect(page.getByRole('article')).toHaveCount(4);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download complete kit' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('lunia-media-kit.zip');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.length).toBeGreaterThan(100_000);
    // The size shown on the page is the file's.
    await expect(page.getByText(`ZIP · ${Math.round(bytes.length / 1000)} KB`)).toBeVisible();
  });

  test('a partnership inquiry is confirmed and e-mailed', async ({ page, stack }) => {
    const email = uniqueEmail('e2e-partner');
    await page.goto('/partners');
    await answerCookies(page);
    const form = page.locator('#partner-inquiry');
    // Typing into the prerendered form before it is hydrated would not reach the app.
    await expect(form.locator('form[data-hydrated]')).toBeVisible();
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(form.getByText('Full name is required')).toBeVisible();
    await expect(form.getByText('Partnership type is required')).toBeVisible();
    await expect(form.getByLabel('Full name')).toBeFocused();

    await form.getByLabel('Full name').fill('Carmen Ortiz');
    await form.getByLabel('Work email').fill(email);
    await form.getByLabel('Organization').fill('Clínica del Este');
    await form.getByLabel('Your role').fill('CEO');
    await form.getByLabel('Partnership type').selectOption('clinic');
    await expect(form.getByLabel('How would you like to work together?')).toHaveAttribute('rows', '5');
    await form
      .getByLabel('How would you like to work together?')
      .fill('We would like to pilot Vault with our patients.');
    await form.getByRole('button', { name: 'Send inquiry' }).click();

    await expect(form.getByRole('heading', { name: 'Thank you for reaching out' })).toBeVisible();
    await expect(page.locator('[data-notification-type="success"]')).toContainText('Inquiry sent');
    await waitForMail(stack, email);
    await waitForMail(stack, COMPANY_INBOX, (mail) => JSON.stringify(mail.body).includes(email));
  });

  test('a contact message in Spanish is confirmed and e-mailed', async ({ page, stack }) => {
    const email = uniqueEmail('e2e-contact');
    await page.goto('/es/contact');
    await answerCookies(page, 'Aceptar todas');
    const form = page.getByRole('region', { name: 'Envíenos un mensaje' });
    // Typing into the prerendered form before it is hydrated would not reach the app.
    await expect(form.locator('form[data-hydrated]')).toBeVisible();
    await form.getByLabel('Nombre').fill('Pedro Ruiz');
    await form.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await form.getByLabel('Soy').selectOption('pharmacy-owner');
    await form.getByLabel('Organización').fill('Farmacia Ruiz');
    await form.getByLabel('Mensaje').fill('¿Pueden hacer una demostración de Shift?');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(form.getByText('Introduzca un correo electrónico válido')).toBeVisible();
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(form.getByRole('heading', { name: 'Mensaje enviado' })).toBeVisible();
    await waitForMail(stack, email);
    await waitForMail(stack, COMPANY_INBOX, (mail) => JSON.stringify(mail.body).includes(email));
  });

  test('a failed submission is announced as an error notification and keeps the answers', async ({ page }) => {
    await page.route('**/api/contact-messages', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    await page.goto('/contact');
    const form = page.getByRole('region', { name: 'Send us a message' });
    // Typing into the prerendered form before it is hydrated would not reach the app.
    await expect(form.locator('form[data-hydrated]')).toBeVisible();
    await form.getByLabel('Name').fill('Ana');
    await form.getByLabel('Email').fill(uniqueEmail('e2e-fail'));
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('[data-notification-type="error"]')).toContainText('Not sent');
    await expect(form.getByLabel('Name')).toHaveValue('Ana');
  });

  test('too many forms from one network: the visitor is told when to try again', async ({ page }) => {
    await page.route('**/api/contact-messages', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too many', code: 'TOO_MANY_REQUESTS' }),
      }),
    );
    await page.goto('/contact');
    const form = page.getByRole('region', { name: 'Send us a message' });
    // Typing into the prerendered form before it is hydrated would not reach the app.
    await expect(form.locator('form[data-hydrated]')).toBeVisible();
    await form.getByLabel('Name').fill('Ana');
    await form.getByLabel('Email').fill(uniqueEmail('e2e-limited'));
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('[data-notification-type="error"]')).toContainText('Please try again in 10 minutes.');
    await expect(form.getByLabel('Message')).toHaveValue('Hello');
  });

  test('the mobile menu traps focus and returns it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products');
    await answerCookies(page);
    // Nothing (the comparison table included) makes a phone-sized page scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // Tab around the whole menu and come back to its first control: focus never leaves it.
    const controls = await dialog.locator('a[href], button').count();
    for (let i = 0; i < controls; i++) await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    // The menu navigates and closes.
    await menuButton.click();
    await dialog.getByRole('link', { name: 'Partners' }).click();
    await expect(page).toHaveURL(/\/partners$/);
    await expect(dialog).toHaveCount(0);
  });

  test('product pages lead back to products, unknown addresses get the 404 page, app pages hide the public chrome', async ({
    page,
  }) => {
    await page.goto('/shift');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.getByRole('link', { name: 'Back to products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('table')).toContainText('HIPAA compliance');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Lunia');

    // An app page (signed in: an anonymous visitor is sent on to /signin, a public page).
    await signIn(page, DEMO.pharmacist);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an ID' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});
