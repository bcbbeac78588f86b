import { chromium } from '@playwright/test';

const base = process.argv[2];
const pages = (process.argv[3] ?? '/').split(',');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
for (const theme of ['light', 'dark']) {
  const context = await browser.newContext({ colorScheme: theme, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (['error', 'warning'].includes(m.type())) console.log(theme, 'console', m.type(), m.text().slice(0, 300));
  });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  for (const p of pages) {
    await page.goto(base + p);
    await page.waitForTimeout(400);
    const name = p.replace(/[^a-z0-9]+/gi, '_') || 'root';
    await page.screenshot({ path: `/tmp/shots/${name}-${theme}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
