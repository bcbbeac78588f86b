/** Moving between pages in a journey. */
import type { Page } from '@playwright/test';

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
