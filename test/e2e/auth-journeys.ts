/** Steps the journeys share: signing in (through the page, or with the tokens), and the review screenshot. */
import type { Page } from '@playwright/test';
import { cognitoTokensFor } from '../support/accounts';
import { DEMO_PASSWORD } from '../support/local-clients';
import { expect, stackFromEnvironment } from './fixtures';
import { rejectCookiesIfShown } from './navigation';

export const SESSION_EXPIRED_MESSAGE = 'Authentication expired. Please log in again.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials. Please check your email and password and try again.';

/** Signs in on /signin (or on the sign-in page the browser was sent to) and waits to leave it. */
export async function signInThroughPage(
  page: Page,
  email: string,
  options: { password?: string; remember?: boolean; open?: boolean } = {},
) {
  if (options.open !== false) await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? DEMO_PASSWORD);
  if (options.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

/** Where Amplify keeps a signed-in user (web/src/lib/auth/session-hint.ts reads the same keys). */
const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider';

/**
 * Signs in without the sign-in page: Cognito's tokens for the account (the USER_PASSWORD_AUTH call the
 * page makes locally), stored where Amplify keeps them ("remember me": localStorage, else this tab's
 * sessionStorage), then `/signin`, which sends a signed-in visitor to their home (admins:
 * /admin/dashboard), or `landing`. Only the sign-in journeys type a password (signInThroughPage); every
 * other journey starts here, which saves the page's work and the typing. A journey that starts on
 * another page names it as `landing` rather than opening it after its home: one page load, not two.
 * The tokens are stored by a script that runs in that page's document before the app's own scripts,
 * and is removed once the page has loaded, so no other document is needed to hold the storage.
 * `rejectCookies` answers the cookie banner if it shows (it would cover the bottom of the page).
 */
export async function signIn(
  page: Page,
  email: string,
  options: { password?: string; remember?: boolean; landing?: string; rejectCookies?: boolean } = {},
) {
  const stack = stackFromEnvironment();
  const tokens = await cognitoTokensFor(stack, email, options.password ?? DEMO_PASSWORD);
  const username = (
    JSON.parse(Buffer.from(tokens.accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
      username: string;
    }
  ).username;
  const storing = await page.addInitScript(
    ({ prefix, username, tokens, email, remember }) => {
      const storage = remember ? window.localStorage : window.sessionStorage;
      const user = `${prefix}.${username}`;
      storage.setItem(`${prefix}.LastAuthUser`, username);
      storage.setItem(`${user}.accessToken`, tokens.accessToken);
      storage.setItem(`${user}.idToken`, tokens.idToken);
      storage.setItem(`${user}.refreshToken`, tokens.refreshToken);
      storage.setItem(`${user}.clockDrift`, '0');
      storage.setItem(`${user}.signInDetails`, JSON.stringify({ loginId: email, authFlowType: 'USER_PASSWORD_AUTH' }));
    },
    {
      prefix: `${AMPLIFY_KEY_PREFIX}.${stack.userPool.clientId}`,
      username,
      tokens,
      email,
      remember: options.remember ?? false,
    },
  );
  await page.goto(options.landing ?? '/signin');
  await storing.dispose();
  await expect(page).not.toHaveURL(/\/signin/);
  if (options.rejectCookies) await rejectCookiesIfShown(page);
}

/**
 * A screenshot for review in test-results/e2e/<name>.png, taken only when LUNIA_E2E_SCREENSHOTS=1
 * (CONTRIBUTING.md: look at what you built before you submit). A run without it skips the capture,
 * which costs about a second of CPU per full page.
 */
export async function captureForReview(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (process.env.LUNIA_E2E_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `test-results/e2e/${name}.png`, fullPage: options.fullPage ?? true });
}

/** A full-page screenshot for review, from the top and without the cookie banner over the content. */
export async function saveScreenshot(page: Page, name: string) {
  await rejectCookiesIfShown(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await captureForReview(page, name);
}
