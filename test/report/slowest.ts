/**
 * The slowest tests of the last `npm test`, read from the runners' JSON reports (vitest's `json`
 * reporter and Playwright's `json` reporter, both written under test-results/). Printed at the end of
 * every run so the next person sees where the time goes before adding more.
 *
 *   tsx test/report/slowest.ts [count]
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
export const VITEST_REPORTS = ['unit', 'integration'].map((name) => resolve(ROOT, `test-results/vitest-${name}.json`));
export const PLAYWRIGHT_REPORT = resolve(ROOT, 'test-results/e2e-report.json');

/** `flaky`: failed, then passed on Playwright's retry (the run passes; the test still wants fixing). */
export type TestOutcome = 'passed' | 'failed' | 'flaky' | 'skipped';

export interface TimedTest {
  layer: string;
  file: string;
  name: string;
  ms: number;
  outcome: TestOutcome;
  /** The first lines of the first failure, when the test failed at least once. */
  error?: string;
}

interface VitestReport {
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: {
      fullName?: string;
      title: string;
      duration?: number | null;
      status?: string;
      failureMessages?: string[];
    }[];
  }[];
}

interface PlaywrightResult {
  duration?: number;
  status?: string;
  error?: { message?: string };
  errors?: { message?: string }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file?: string; tests?: { status?: string; results?: PlaywrightResult[] }[] }[];
  suites?: PlaywrightSuite[];
}

const ERROR_LINES = 6;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the runners colour their messages with ANSI escapes
const ANSI = /\u001b\[[0-9;]*m/g;

/** The first lines of a runner's failure message, without colours, for the end of `npm test`. */
export function firstLines(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const lines = message
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean);
  return lines.slice(0, ERROR_LINES).join('\n');
}

const vitestOutcome = (status: string | undefined): TestOutcome =>
  status === 'passed' ? 'passed' : status === 'failed' ? 'failed' : 'skipped';

const playwrightOutcome = (status: string | undefined): TestOutcome =>
  status === 'expected' ? 'passed' : status === 'flaky' ? 'flaky' : status === 'skipped' ? 'skipped' : 'failed';

export function vitestTimes(report: VitestReport, layer: string): TimedTest[] {
  return (report.testResults ?? []).flatMap((file): TimedTest[] => {
    const path = relative(ROOT, file.name);
    const tests = (file.assertionResults ?? []).map(
      (test): TimedTest => ({
        layer,
        file: path,
        name: test.fullName ?? test.title,
        ms: test.duration ?? 0,
        outcome: vitestOutcome(test.status),
        error: firstLines(test.failureMessages?.[0]),
      }),
    );
    // A file that failed outside its tests (an import, a hook) reports no failed test: name the file.
    const fileFailed = file.status === 'failed' && !tests.some((test) => test.outcome === 'failed');
    if (fileFailed)
      tests.push({ layer, file: path, name: '(the file)', ms: 0, outcome: 'failed', error: firstLines(file.message) });
    return tests;
  });
}

export function playwrightTimes(report: { suites?: PlaywrightSuite[] }): TimedTest[] {
  const found: TimedTest[] = [];
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    const path = suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        // A retried test counts every attempt: that is the time it cost.
        const ms = results.reduce((sum, result) => sum + (result.duration ?? 0), 0);
        const failure = results.find((result) => result.status !== 'passed' && result.status !== 'skipped');
        found.push({
          layer: 'e2e',
          file: `test/e2e/${spec.file ?? suite.file ?? ''}`,
          name: [...path, spec.title].filter(Boolean).join(' › '),
          ms,
          outcome: playwrightOutcome(test.status),
          error: firstLines(failure?.error?.message ?? failure?.errors?.[0]?.message ?? failure?.status),
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return found;
}

function readJson<T>(path: string): T | undefined {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

export function collectTimes(): TimedTest[] {
  const times: TimedTest[] = [];
  for (const path of VITEST_REPORTS) {
    const report = readJson<VitestReport>(path);
    if (report) times.push(...vitestTimes(report, path.includes('integration') ? 'integration' : 'unit'));
  }
  const e2e = readJson<{ suites?: PlaywrightSuite[] }>(PLAYWRIGHT_REPORT);
  if (e2e) times.push(...playwrightTimes(e2e));
  return times;
}

export function formatSlowest(times: TimedTest[], count: number): string {
  const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, count);
  if (slowest.length === 0) return 'The slowest tests: no test report was found under test-results/.';
  const lines = slowest.map(
    (test, index) =>
      `${String(index + 1).padStart(3)}. ${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.layer.padEnd(11)} ${test.file} › ${test.name}`,
  );
  return [`The ${slowest.length} slowest tests of this run:`, ...lines].join('\n');
}

/**
 * The tests that failed (and those that passed only on a retry), each with the first lines of its
 * error: printed last, so a CI log that keeps only its tail still says what broke.
 */
export function formatFailures(times: TimedTest[]): string | undefined {
  const failed = times.filter((test) => test.outcome === 'failed');
  const flaky = times.filter((test) => test.outcome === 'flaky');
  if (failed.length === 0 && flaky.length === 0) return undefined;
  const describe = (test: TimedTest) => {
    const error = (test.error ?? 'no message').split('\n').map((line) => `       ${line}`);
    return [`  ${test.layer.padEnd(11)} ${test.file} › ${test.name}`, ...error].join('\n');
  };
  const sections: string[] = [];
  if (failed.length > 0) sections.push(`The ${failed.length} failed test(s) of this run:`, ...failed.map(describe));
  if (flaky.length > 0) {
    sections.push(
      `The ${flaky.length} test(s) that failed once and passed on the retry (fix them):`,
      ...flaky.map(describe),
    );
  }
  return sections.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatSlowest(collectTimes(), Number(process.argv[2] ?? 15)));
}
