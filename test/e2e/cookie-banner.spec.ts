/**
 * Issue 23, the cookie banner on a first visit: it covers no form's submit button at 1280×800 (a card in
 * the bottom-right corner), takes at most a quarter of a 390×844 phone screen (a compact bar), and the
 * page stays usable before the choice: each submit button is clicked with the banner still open, and a
 * control that gets keyboard focus stops above the banner. The choice itself (accepted once, not asked
 * again) is public-site.spec.ts's.
 */
import type { Locator, Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { openInApp } from './navigation';

/** Every form of a visitor who is not signed in, with its submit button. */
const FORMS = [
  { path: '/signin', submit: 'Sign in' },
  { path: '/register', submit: 'Create an ID' },
  { path: '/forgot-password', submit: 'Send code' },
  { path: '/contact', submit: 'Send message' },
  { path: '/partners', submit: 'Send inquiry' },
  { path: '/core', submit: 'Join Beta Program' },
  { path: '/vault', submit: 'Join Waitlist' },
];

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not on screen');
  return box;
}

/** The button is what a pointer at its centre hits: nothing (the banner) lies over it. */
function isUncovered(button: Locator): Promise<boolean> {
  return button.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(x + width / 2, y + height / 2);
    return hit !== null && element.contains(hit);
  });
}

/**
 * The button is in the window, clear of the banner's box, and the one a pointer at its centre hits
 * (polled while the page settles: hydration, fonts). The tests ask for reduced motion, so scrolling
 * is instant and the page is never caught halfway through a smooth scroll.
 */
async function expectClearOfBanner(banner: Locator, button: Locator, label: string) {
  await expect
    .poll(
      async () => {
        const [bannerBox, buttonBox] = [await boxOf(banner), await boxOf(button)];
        const windowHeight = button.page().viewportSize()?.height ?? 0;
        const inWindow = buttonBox.y >= 0 && buttonBox.y + buttonBox.height <= windowHeight;
        return inWindow && !overlaps(bannerBox, buttonBox) && (await isUncovered(button));
      },
      { message: label },
    )
    .toBe(true);
}

/** Opens a form page as a first-time visitor: the banner is on screen, nothing answered yet. */
async function openForm(page: Page, path: string, first: boolean) {
  if (first) await page.goto(path);
  else await openInApp(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  return banner;
}

test.describe('cookie banner', () => {
  test('at 1280×800 it covers no submit button, and each form submits before the choice', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const [index, { path, submit }] of FORMS.entries()) {
      const banner = await openForm(page, path, index === 0);
      const button = page.getByRole('main').getByRole('button', { name: submit, exact: true });
      // Where the page opens, where a click scrolls it, and at the very bottom of the window (a visitor
      // scrolling down to it): never under the banner.
      const positions = [
        async () => undefined,
        () => button.scrollIntoViewIfNeeded(),
        () => button.evaluate((element) => element.scrollIntoView({ block: 'end' })),
      ];
      for (const [position, moveTo] of positions.entries()) {
        await moveTo();
        // Where the page opens, the button may be further down (below the window); then it is not checked there.
        const buttonBox = await button.boundingBox();
        if (position === 0 && (!buttonBox || buttonBox.y + buttonBox.height > 800)) continue;
        await expectClearOfBanner(banner, button, `${path}: "${submit}" under the banner (position ${position})`);
      }
      // The click reaches the form: the empty required fields are flagged, and the banner still waits.
      await button.click();
      await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
      await expect(banner).toBeVisible();
    }
    // The card sits in the bottom-right corner, narrower than a third of the window.
    const card = await boxOf(page.getByTestId('cookie-banner'));
    expect(card.width).toBeLessThanOrEqual(1280 / 3);
    expect(card.x + card.width).toBeGreaterThan(1280 - 40);
  });

  test('at 390×844 it takes at most a quarter of the screen and leaves focused controls in view', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const [index, { path, submit }] of FORMS.entries()) {
      const banner = await openForm(page, path, index === 0);
      const bannerBox = await boxOf(banner);
      expect(bannerBox.height, `${path}: banner height`).toBeLessThanOrEqual(844 / 4);
      // Focus moves to the submit button (as Tab does): the page scrolls it clear of the banner.
      const button = page.getByRole('main').getByRole('button', { name: submit, exact: true });
      await button.focus();
      await expect(button).toBeFocused();
      await expectClearOfBanner(banner, button, `${path}: "${submit}" under the banner`);
      await button.click();
      await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
    }
    // The page's last content can scroll clear of the banner too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = page.getByRole('contentinfo').getByText(/©/);
    expect(overlaps(await boxOf(page.getByTestId('cookie-banner')), await boxOf(copyright))).toBe(false);
    await expectAccessibleInBothThemes(page);

    // In Spanish, whose text is longer, it still fits in a quarter.
    await page.goto('/es/signin');
    const spanish = page.getByTestId('cookie-banner');
    await expect(spanish.getByRole('heading', { name: 'Cookies en Lunia' })).toBeVisible();
    expect((await boxOf(spanish)).height).toBeLessThanOrEqual(844 / 4);

    // Answered by keyboard: the banner goes, with the room it kept below the page.
    await spanish.getByRole('button', { name: 'Rechazar todas' }).focus();
    await page.keyboard.press('Enter');
    await expect(spanish).toHaveCount(0);
    const consent = (await page.context().cookies()).find(({ name }) => name === 'lunia_cookie_consent');
    expect(consent?.value).toBe('rejected');
    expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe('');
  });
});
