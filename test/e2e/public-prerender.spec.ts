import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSmoke, SMOKE_CHECKS } from '../../infra/ops/smoke-checks';
import { expect, test } from './fixtures';
import { E2E_SITE_ORIGIN } from './global-setup';

/**
 * The production build the e2e global setup made (`npm run build -w web`: vite build +
 * scripts/prerender.ts, into a temporary directory) and serves with `vite preview`, which answers page
 * addresses as CloudFront does. Every journey runs against it; this file checks the build itself.
 */
const origin = E2E_SITE_ORIGIN;
const distDir = process.env.LUNIA_E2E_WEB_DIST ?? '';
let baseURL = '';

test.describe('prerendered build', () => {
  test.beforeAll(() => {
    const stack = JSON.parse(process.env.LUNIA_STACK ?? '{}') as { urls?: { web?: string } };
    baseURL = stack.urls?.web ?? '';
    if (!distDir || !baseURL) throw new Error('The e2e global setup did not build and serve the web app');
  });

  test('every public page is readable without JavaScript, with its own head', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();

    await page.goto('/partners');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build the future of pharmacy care with us');
    await expect(page.getByLabel('Partnership type')).toBeVisible();
    await expect(page).toHaveTitle('Partner with Lunia');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/partners`);
    await expect(page.locator('link[hreflang="es"]')).toHaveAttribute('href', `${origin}/es/partners`);
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${origin}/partners`);

    await page.goto('/es/legal');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Legal | Lunia');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Última actualización/);
    // Without JavaScript all four policies are shown.
    for (const heading of ['Política de privacidad', 'Términos de servicio', 'Aviso de HIPAA', 'Seguridad']) {
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }

    await page.goto('/es/core');
    await expect(page.getByRole('button', { name: 'Join Beta Program' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Unirse al programa beta' })).toBeVisible();

    await page.goto('/es');
    await expect(page).toHaveTitle(/Software conectado para farmacias/);
    await expect(page.getByRole('link', { name: 'Productos' }).first()).toHaveAttribute('href', '/es/products');
    await context.close();
  });

  test('pages hydrate in place: no errors, the prerendered content is kept, links navigate in the app', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Remember the prerendered heading element; hydration keeps it, a client re-render would replace it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading = document.querySelector('h1');
      });
    });
    for (const address of ['/', '/core', '/es/press', '/legal']) {
      await page.goto(address);
      await page.waitForFunction(() => document.querySelector('[data-testid="cookie-banner"]') !== null);
      const keptHeading = await page.evaluate(
        () => (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading?.isConnected === true,
      );
      expect(keptHeading, `${address} kept its prerendered heading`).toBe(true);
    }
    expect(problems).toEqual([]);
    // A query the prerendered page did not have: rendered in the browser, no hydration error.
    await page.goto('/legal?tab=security');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText('Security');
    // Before the tabs island runs (its code held back here), the panel the address names is already the one shown.
    const unhydrated = await context.newPage();
    await unhydrated.route('**/assets/legal-tabs-*.js', () => new Promise(() => {}));
    await unhydrated.goto('/legal?tab=hipaa', { waitUntil: 'domcontentloaded' });
    await expect(unhydrated.locator('#legal-panel-hipaa')).toBeVisible();
    await expect(unhydrated.locator('#legal-panel-privacy')).toBeHidden();
    await unhydrated.close();
    await page.getByRole('banner').getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    // An address that is not prerendered gets the SPA shell and the 404 page.
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('pages are served with the production CSP and Permissions-Policy, and nothing violates the CSP', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) => {
        violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    // The theme snippet is allowed by its hash, nothing else inline.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response?.headers()['permissions-policy']).toContain('camera=()');
    for (const address of ['/', '/partners', '/es/core', '/legal?tab=security', '/no-such-page']) {
      await page.goto(address);
      await page.waitForFunction(() => document.querySelector('[data-testid="cookie-banner"]') !== null);
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      expect(violations, address).toEqual([]);
    }
    await context.close();
  });

  test('sitemap.xml and robots.txt list the pages in both languages', async () => {
    const sitemap = readFileSync(join(distDir, 'sitemap.xml'), 'utf8');
    expect(sitemap.match(/<loc>/g)).toHaveLength(22);
    expect(sitemap).toContain(`<loc>${origin}/es/pricing</loc>`);
    expect(sitemap).toContain(`<loc>${origin}/es/partners</loc>`);
    expect(sitemap).toContain(`hreflang="es" href="${origin}/es/legal"`);
    const robots = readFileSync(join(distDir, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    for (const appPath of ['/dashboard', '/document-upload', '/bookrx-network', '/es/admin']) {
      expect(robots).toContain(`Disallow: ${appPath}\n`);
    }
  });

  test('the smoke test a deploy runs (npm run smoke) passes every check against the build and the local stack', async () => {
    // infra/ops/smoke-checks.ts: the same four checks the pipeline runs against staging and prod.
    const results = await runSmoke(baseURL);
    expect(results.map(({ check, ok, detail }) => ({ check, ok, detail }))).toEqual(
      SMOKE_CHECKS.map((check) => ({ check, ok: true, detail: expect.any(String) })),
    );
  });
});
