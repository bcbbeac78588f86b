/** Moving between pages in a journey. */
import { expect, type Page } from '@playwright/test';

/**
 * Opens a page of the app inside the current document, as following one of its links does: the
 * router (web/src/app/client-router.tsx) hears the history change and renders the route, with no new
 * page load. For journeys that visit many pages in a row; `page.goto` stays the way to test a page's
 * first load. Like the app's links, the address stays in the page's language (Spanish under /es).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const spanish = document.documentElement.lang === 'es';
    const address = spanish && to !== '/es' && !to.startsWith('/es/') ? `/es${to === '/' ? '' : to}` : to;
    window.history.pushState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** Answers the cookie banner with "Reject all" (in either language) if it is on screen, so it covers nothing. */
export async function rejectCookiesIfShown(page: Page): Promise<void> {
  const reject = page.getByRole('button', { name: /^(Reject all|Rechazar todas)$/ });
  if (await reject.isVisible()) await reject.click();
}

/**
 * Switches the language with the header's EN/ES buttons. On a prerendered public page the buttons
 * work once the page is hydrated and a click before that does nothing, so this clicks until the
 * document's language changes (a portal page takes the first click).
 */
export async function switchLanguage(page: Page, language: 'en' | 'es'): Promise<void> {
  const button = page.getByRole('button', { name: language.toUpperCase(), exact: true }).first();
  await expect(async () => {
    await button.click();
    await expect(page.locator('html')).toHaveAttribute('lang', language, { timeout: 1000 });
  }).toPass();
}
