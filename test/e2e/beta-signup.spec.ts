import { mailsTo, uniqueEmail, waitForMail } from '../support/local-clients';
import { captureForReview } from './auth-journeys';
import { expect, test } from './fixtures';
import { switchLanguage } from './navigation';

test.describe('beta signup', () => {
  test('a pharmacist applies for the Core beta, sees the thank-you, and gets the e-mail', async ({ page, stack }) => {
    const email = uniqueEmail('e2e-core');
    await page.goto('/core#beta-signup');
    const form = page.locator('#beta-signup');
    // Typing into the prerendered form before it is hydrated would not reach the app.
    await expect(form.locator('form[data-hydrated]')).toBeVisible();
    await form.getByLabel('First name').fill('Ana');
    await form.getByLabel('Last name').fill('Ruiz');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Pharmacy name').fill('Farmacia Ana');
    await form.getByLabel('Pharmacy type').selectOption('independent');
    await form.getByLabel('Additional information').fill('We run two stores in Ponce.');
    await form.getByRole('button', { name: 'Join Beta Program' }).click();

    await expect(form.getByRole('heading', { name: 'Thank You' })).toBeVisible();
    await captureForReview(page, 'core-beta-thank-you', { fullPage: false });
    const mail = await waitForMail(stack, email);
    expect(mail.subject).toBe('Your Lunia Core beta application');

    // Three seconds later the form is back, empty.
    await expect(form.getByLabel('First name')).toHaveValue('', { timeout: 6_000 });
    await expect(form.getByRole('heading', { name: 'Thank You' })).toHaveCount(0);
  });

  test('the Vault waitlist in Spanish sends the Spanish e-mail', async ({ page, stack }) => {
    const email = uniqueEmail('e2e-vault');
    await page.goto('/vault');
    await switchLanguage(page, 'es');
    const form = page.locator('#beta-signup');
    // Typing into the prerendered form before it is hydrated would not reach the app.
    await expect(form.locator('form[data-hydrated]')).toBeVisible();
    await form.getByLabel('Nombre', { exact: true }).fill('Luis');
    await form.getByLabel('Apellido').fill('Torres');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Nombre de la farmacia').fill('Farmacia Luis');
    await form.getByRole('button', { name: 'Unirse a la lista de espera' }).click();
    await expect(form.getByRole('heading', { name: 'Gracias' })).toBeVisible();
    const mail = await waitForMail(stack, email);
    expect(mail.subject).toBe('Está en la lista de espera de Lunia Vault');
  });

  test('missing fields are named under each field and nothing is sent', async ({ page, stack }) => {
    const email = uniqueEmail('e2e-missing');
    await page.goto('/core#beta-signup');
    const form = page.locator('#beta-signup');
    // Typing into the prerendered form before it is hydrated would not reach the app.
    await expect(form.locator('form[data-hydrated]')).toBeVisible();
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Join Beta Program' }).click();
    await expect(form.getByText('First name is required')).toBeVisible();
    await expect(form.getByText('Pharmacy name is required')).toBeVisible();
    await form.getByLabel('First name').fill('A');
    await expect(form.getByText('First name is required')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(await mailsTo(stack, email)).toHaveLength(0);
  });

  test('when the API fails the spec’s alert is shown and the answers are kept', async ({ page }) => {
    await page.route('**/api/beta-signup', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    await page.goto('/core#beta-signup');
    const form = page.locator('#beta-signup');
    // Typing into the prerendered form before it is hydrated would not reach the app.
    await expect(form.locator('form[data-hydrated]')).toBeVisible();
    await form.getByLabel('First name').fill('Ana');
    await form.getByLabel('Last name').fill('Ruiz');
    await form.getByLabel('Email').fill(uniqueEmail('e2e-fail'));
    await form.getByLabel('Pharmacy name').fill('Farmacia Ana');
    await form.getByRole('button', { name: 'Join Beta Program' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'There was an error submitting your application. Please try again or contact us directly.',
    );
    await expect(form.getByLabel('First name')).toHaveValue('Ana');
  });

  test('the form carries a bot-check proof, and too many forms from one network are told when to retry', async ({
    page,
  }) => {
    const sent: Record<string, unknown>[] = [];
    await page.route('**/api/beta-signup', async (route) => {
      sent.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too many', code: 'TOO_MANY_REQUESTS' }),
      });
    });
    await page.goto('/es/core#beta-signup');
    const form = page.locator('#beta-signup');
    // Typing into the prerendered form before it is hydrated would not reach the app.
    await expect(form.locator('form[data-hydrated]')).toBeVisible();
    await form.getByLabel('Nombre', { exact: true }).fill('Ana');
    await form.getByLabel('Apellido').fill('Ruiz');
    await form.getByLabel('Correo electrónico').fill(uniqueEmail('e2e-limited'));
    await form.getByLabel('Nombre de la farmacia').fill('Farmacia Ana');
    await form.getByRole('button', { name: 'Unirse al programa beta' }).click();
    await expect(page.getByRole('alert')).toContainText('Inténtelo de nuevo en 10 minutos.');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.proof).toMatchObject({
      challenge: expect.stringMatching(/^v1\./),
      nonce: expect.any(String),
      signature: expect.any(String),
    });
  });
});
