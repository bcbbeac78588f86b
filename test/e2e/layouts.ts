/**
 * Issue 40's "Done when": a journey's key screen checked on a phone (390×844) and on a desktop
 * (1280×800), in English and in Spanish, with axe in both themes. The screen is checked on the page the
 * journey already reached: the size and the language change in place, the journey is not done again.
 * Each screen gets the two layouts that together cover both sizes and both languages, Spanish on a
 * phone and English on a desktop (docs/decisions/0120-key-screens-in-two-layouts.md).
 */
import type { Locator, Page } from '@playwright/test';
import { captureForReview } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect } from './fixtures';
import { rejectCookiesIfShown, switchLanguage } from './navigation';

export type Language = 'en' | 'es';

export interface Layout {
  language: Language;
  width: number;
  height: number;
}

export const SPANISH_PHONE: Layout = { language: 'es', width: 390, height: 844 };
export const ENGLISH_DESKTOP: Layout = { language: 'en', width: 1280, height: 800 };
/** Spanish on a phone first, so the page ends in English on a desktop, where a journey goes on. */
export const ISSUE_40_LAYOUTS = [SPANISH_PHONE, ENGLISH_DESKTOP];

/**
 * Checks the page as it is in each layout, in order: the viewport is resized and the language switched
 * with the header's buttons when it differs (or by `useLanguage`, for a page without them), and then
 * `check(language)` asserts what the screen says and returns the part it is about; no sideways
 * scrolling, no axe finding in either theme. With LUNIA_E2E_SCREENSHOTS=1 each layout is captured, the
 * part in view, as test-results/e2e/<name>-<language>-<width>.png.
 */
export async function checkInLayouts(
  page: Page,
  name: string,
  check: (language: Language) => Promise<Locator>,
  options: { layouts?: Layout[]; useLanguage?: (page: Page, language: Language) => Promise<void> } = {},
): Promise<void> {
  // The cookie banner answered, so it covers nothing of the screen on a phone.
  await rejectCookiesIfShown(page);
  for (const layout of options.layouts ?? ISSUE_40_LAYOUTS) {
    // The language is switched at the wider of the two sizes: on a phone the public header folds its
    // language buttons into a menu.
    const size = { width: layout.width, height: layout.height };
    const widening = (page.viewportSize()?.width ?? 0) < layout.width;
    if (widening) await page.setViewportSize(size);
    if ((await page.locator('html').getAttribute('lang')) !== layout.language)
      await (options.useLanguage ?? switchLanguage)(page, layout.language);
    if (!widening) await page.setViewportSize(size);
    const part = await check(layout.language);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `${name} in ${layout.language} at ${layout.width} px scrolls sideways`).toBeLessThanOrEqual(
      layout.width,
    );
    await expectAccessibleInBothThemes(page);
    if (process.env.LUNIA_E2E_SCREENSHOTS === '1') await part.scrollIntoViewIfNeeded();
    await captureForReview(page, `${name}-${layout.language}-${layout.width}`, { fullPage: false });
  }
}
