import { describe, expect, it } from 'vitest';
import { formatFailures, formatSlowest, playwrightTimes, vitestTimes } from './slowest';

// Shapes as Vitest's `json` reporter and Playwright's `json` reporter write them.
const vitest = {
  testResults: [
    {
      name: `${process.cwd()}/test/integration/a.test.ts`,
      status: 'failed',
      assertionResults: [
        { title: 'ok', fullName: 'a ok', duration: 12, status: 'passed', failureMessages: [] },
        {
          title: 'bad',
          fullName: 'a bad',
          duration: 40,
          status: 'failed',
          failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at a.test.ts:9:3\n\n    at x'],
        },
      ],
    },
    {
      name: `${process.cwd()}/test/integration/b.test.ts`,
      status: 'failed',
      message: 'Hook timed out in 60000ms',
      assertionResults: [],
    },
  ],
};

const playwright = {
  suites: [
    {
      title: 'journey.spec.ts',
      file: 'journey.spec.ts',
      specs: [
        { title: 'passes', tests: [{ status: 'expected', results: [{ duration: 1000, status: 'passed' }] }] },
        {
          title: 'times out',
          tests: [
            {
              status: 'unexpected',
              results: [
                { duration: 60000, status: 'timedOut', error: { message: 'Test timeout of 60000ms exceeded.' } },
              ],
            },
          ],
        },
        {
          title: 'flakes',
          tests: [
            {
              status: 'flaky',
              results: [
                { duration: 5000, status: 'failed', errors: [{ message: 'locator.click: element detached' }] },
                { duration: 4000, status: 'passed' },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('the end of npm test', () => {
  const times = [...vitestTimes(vitest, 'integration'), ...playwrightTimes(playwright)];

  it('reads each test outcome, a file that failed outside its tests, and the first lines without colours', () => {
    expect(times.map((test) => [test.name, test.outcome])).toEqual([
      ['a ok', 'passed'],
      ['a bad', 'failed'],
      ['(the file)', 'failed'],
      ['passes', 'passed'],
      ['times out', 'failed'],
      ['flakes', 'flaky'],
    ]);
    expect(times[1]?.error).toBe('AssertionError: expected 1 to be 2\n    at a.test.ts:9:3\n    at x');
    expect(times[2]?.error).toBe('Hook timed out in 60000ms');
  });

  it('names every failed and flaky test with its error, and nothing when all passed', () => {
    const text = formatFailures(times) ?? '';
    expect(text).toContain('The 3 failed test(s) of this run:');
    expect(text).toContain('test/integration/a.test.ts › a bad');
    expect(text).toContain('test/integration/b.test.ts › (the file)');
    expect(text).toContain('test/e2e/journey.spec.ts › times out\n       Test timeout of 60000ms exceeded.');
    expect(text).toContain(
      'passed on the retry (fix them):\n  e2e         test/e2e/journey.spec.ts › flakes\n       locator.click: element detached',
    );
    expect(formatFailures(times.filter((test) => test.outcome === 'passed'))).toBeUndefined();
  });

  it('counts every attempt of a retried test in the slowest list', () => {
    expect(formatSlowest(times, 2)).toMatch(
      /1\. +60\.0 s +e2e +test\/e2e\/journey\.spec\.ts › times out\n +2\. +9\.0 s +e2e .* › flakes/,
    );
  });
});
