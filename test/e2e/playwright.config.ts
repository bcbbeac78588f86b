import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's chromium headless shell (package chromium-headless-shell: the same chromium release as
 * /usr/bin/chromium, built for headless use only). The whole suite measured 291 s with it against
 * 473 s with the full browser on 2 cores (docs/decisions/0031-test-loop-measured.md). Without it, the full browser
 * is used; CHROMIUM_PATH picks another binary (for example /usr/bin/chromium with --headed while debugging).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * End-to-end journeys in Debian's chromium against the whole local stack, which the global setup
 * starts on free ports (no reliance on a running `npm start`).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry: a journey that fails once under a loaded CI machine and passes again lands, but `npm test`
  // names it at the end with its first error, as a test to fix (test/report/slowest.ts). A test that
  // fails twice fails the run (docs/decisions/0122-one-retry-for-browser-journeys.md).
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the slowest-tests list printed at the end of `npm test` (test/report/slowest.ts).
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e-report.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The pages of a test live seconds: V8's optimizing compilers (TurboFan, Maglev) spend more
        // than they save there. Without them the renderer's CPU for the same 19 tests fell from 212 to
        // 198 CPU-seconds in all (docs/decisions/0082-ci-under-12-minutes.md, "CI under 12 minutes"); the code the
        // app runs is the same. V8's garbage collector without helper threads, where two cores are shared
        // by every process of the run: the accessibility file 134–136 → 127–131 CPU-s over five runs; six
        // journey files 176–181 against 168–184 over five, no difference shown (record 0124).
        '--js-flags=--no-opt --no-maglev --single-threaded-gc',
        // The GPU thread in the browser process: with --disable-gpu it only composites in software,
        // and a process of its own cost more in IPC than it does (chromium's processes 113.8 →
        // 98.7 CPU-s for the same 22 tests; docs/decisions/0082-ci-under-12-minutes.md).
        '--in-process-gpu',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
