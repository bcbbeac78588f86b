import type { Page } from '@playwright/test';
import { uniqueEmail, waitForMail } from '../support/local-clients';
import { expect, test } from './fixtures';

const COMPANY_INBOX = 'hello@lunia.local';

/**
 * A visitor on a slow connection reads the prerendered page and starts typing before the app's code has
 * arrived. The entry script (the SPA's, or the islands' on a page of static HTML with islands) is held
 * back here until the visitor has filled the form: what they typed must
 * still be there once the app has taken over the form, and be what is sent. Until then the form cannot be
 * sent (its button is disabled), so Enter does not put the answers in the page's address.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(index|islands)-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('public forms before hydration', () => {
  test('a contact message typed before the app loads is kept and sent', async ({ page, stack }) => {
    const email = uniqueEmail('e2e-early-contact');
    const release = await holdAppCode(page);
    // The module script holds back DOMContentLoaded, so only the response is awaited.
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.getByRole('region', { name: 'Send us a message' });
    await expect(form.getByLabel('Name')).toBeVisible();
    await expect(form.locator('form[data-hydrated]')).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Send message' })).toBeDisabled();

    await form.getByLabel('Name').fill('Rosa Early');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('I am a').selectOption('pharmacist');
    await form.getByLabel('Message').fill('Typed while the page was still loading.');
    await form.getByLabel('Message').press('Enter');
    await form.getByLabel('Name').press('Enter');
    await expect(page).toHaveURL(/\/contact$/);

    release();
    await expect(form.locator('form[data-hydrated]')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Rosa Early');
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('I am a')).toHaveValue('pharmacist');
    await expect(form.getByLabel('Message')).toHaveValue('Typed while the page was still loading.\n');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    // The visitor's confirmation goes to the typed address; the team's copy carries the typed answers.
    await waitForMail(stack, email);
    const copy = await waitForMail(stack, COMPANY_INBOX, (mail) => JSON.stringify(mail.body).includes(email));
    expect(JSON.stringify(copy.body)).toContain('Rosa Early');
    expect(JSON.stringify(copy.body)).toContain('Typed while the page was still loading.');
  });

  test('a beta application typed before the app loads is kept and sent', async ({ page, stack }) => {
    const email = uniqueEmail('e2e-early-core');
    const release = await holdAppCode(page);
    await page.goto('/es/core#beta-signup', { waitUntil: 'commit' });
    const form = page.locator('#beta-signup');
    await expect(form.getByLabel('Apellido')).toBeVisible();
    await form.getByLabel('Nombre', { exact: true }).fill('Marta');
    await form.getByLabel('Apellido').fill('Vega');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Nombre de la farmacia').fill('Farmacia Vega');
    await form.getByLabel('Tipo de farmacia').selectOption('hospital');
    await expect(form.getByRole('button', { name: 'Unirse al programa beta' })).toBeDisabled();

    release();
    await expect(form.locator('form[data-hydrated]')).toBeVisible();
    await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('Marta');
    await expect(form.getByLabel('Tipo de farmacia')).toHaveValue('hospital');
    await form.getByRole('button', { name: 'Unirse al programa beta' }).click();
    await expect(form.getByRole('heading', { name: 'Gracias' })).toBeVisible();
    const mail = await waitForMail(stack, email);
    expect(mail.subject).toBe('Su solicitud para la beta de Lunia Core');
  });
});

test('the mobile menu button says it is not ready until the app has loaded, then opens the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdAppCode(page);
  await page.goto('/partners', { waitUntil: 'commit' });
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  // A tap now would reach no handler: the button is disabled rather than silently ignoring it.
  await expect(menuButton).toBeDisabled();
  release();
  await menuButton.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
