/**
 * The module cards (issue 24) in the browser: the owner of an organization that paid for Shift at the
 * local payment provider sees, on the dashboard, Shift ready to open and Core with its price and
 * Subscribe; Open leads to the local stand-in of Shift's landing page, which redeemed the signed link
 * and shows the owner and the organization (docs/module-access.md). The dashboard with the cards is
 * checked with axe, light and dark, and at a phone's width without sideways scrolling; the organization
 * admin overview shows the same cards, and Subscribe leads to its Billing tab.
 */
import { randomUUID } from 'node:crypto';
import { newAccount, TEST_PASSWORD } from '../support/accounts';
import { eventually } from '../support/document-fixtures';
import { apiClient } from '../support/local-clients';
import { createOrganizationAs, setOrganizationFlags } from '../support/organization-fixture';
import { saveScreenshot, signIn } from './auth-journeys';
import { expectAccessibleInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { openInApp } from './navigation';

test('an owner who paid for Shift opens it from the dashboard; Core shows what adding it costs and Subscribe', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  const owner = await newAccount(stack, 'module-cards-owner');
  const name = `Farmacia Módulos ${Date.now().toString(36)}`;
  const orgId = await createOrganizationAs(stack, owner.token, name);
  await setOrganizationFlags(stack, orgId, { verified: true, canSubscribe: true });

  // Pays for Shift at the local payment provider's checkout, as the Billing tab's Subscribe leads to.
  const api = apiClient(stack);
  const headers = { 'x-active-org-id': orgId };
  const started = await api('POST', `/api/organizations/${orgId}/checkout-session`, {
    token: owner.token,
    headers,
    body: { modules: ['shift'], locations: 1, attemptId: randomUUID() },
  });
  expect(started.status, started.text).toBe(200);
  const paid = await fetch(`${String(started.body.url)}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  await eventually(async () => {
    const read = await api('GET', `/api/organizations/${orgId}`, { token: owner.token, headers });
    const modules = (read.body as { org?: { activeModules?: string[] } }).org?.activeModules ?? [];
    return modules.includes('shift') ? modules : undefined;
  }, 15_000);

  await signIn(page, owner.email, { password: TEST_PASSWORD, landing: '/dashboard' });
  await page.getByRole('button', { name: 'Reject all' }).click();
  const cards = page.getByRole('region', { name: 'Your modules' });
  const card = (module: string) =>
    cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name: module, exact: true }) });

  await expect(card('Shift').getByText('Available', { exact: true })).toBeVisible();
  await expect(card('Core').getByText('Not in your plan', { exact: true })).toBeVisible();
  // The card prices what adding Core to the current plan costs, as checkout will charge it (issue 40, item 14).
  await expect(
    card('Core').getByText('No extra cost: Shift and Core together cost the same as Shift alone.'),
  ).toBeVisible();
  await expect(card('Core').getByRole('link', { name: 'Subscribe to Core' })).toHaveAttribute(
    'href',
    '/organization-admin?tab=billing&module=core',
  );
  await expect(card('Shift').getByRole('link', { name: /Subscribe/ })).toHaveCount(0);
  await expect(card('Vault').getByText('Coming soon', { exact: true })).toBeVisible();
  await expect(card('Vault').getByRole('button')).toHaveCount(0);
  await expectAccessibleInBothThemes(page);
  await saveScreenshot(page, 'dashboard-module-cards');

  // A phone's width: the cards stack, and the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card('Shift').getByRole('button', { name: 'Open Shift' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'dashboard-module-cards-mobile');

  const [shift] = await Promise.all([
    page.context().waitForEvent('page'),
    card('Shift').getByRole('button', { name: 'Open Shift' }).click(),
  ]);
  await shift.waitForURL(/\/shift\/\?lunia_access=/);
  await expect(shift.getByRole('heading', { name: 'Welcome to Shift' })).toBeVisible();
  await expect(shift.getByText(owner.email, { exact: true })).toBeVisible();
  await expect(shift.getByText(name, { exact: true })).toBeVisible();
  await shift.close();
  await expect(card('Shift').getByRole('button', { name: 'Open Shift' })).toBeEnabled();

  // The organization admin overview shows the same cards; Subscribe leads to its Billing tab, which
  // holds the plan itself and so shows no cards.
  await openInApp(page, '/organization-admin');
  await expect(card('Shift').getByRole('button', { name: 'Open Shift' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card('Core').getByRole('link', { name: 'Subscribe to Core' }).click();
  await expect(page).toHaveURL(/\/organization-admin\?tab=billing&module=core$/);
  await expect(page.getByRole('tab', { name: 'Billing', selected: true })).toBeVisible();
  await expect(cards).toHaveCount(0);
});
