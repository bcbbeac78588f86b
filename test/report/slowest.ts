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

export interface TimedTest {
  layer: string;
  file: string;
  name: string;
  ms: number;
}

interface VitestReport {
  testResults?: {
    name: string;
    assertionResults?: { fullName?: string; title: string; duration?: number | null }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file?: string; tests?: { results?: { duration?: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

export function vitestTimes(report: VitestReport, layer: string): TimedTest[] {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      layer,
      file: relative(ROOT, file.name),
      name: test.fullName ?? test.title,
      ms: test.duration ?? 0,
    })),
  );
}

export function playwrightTimes(report: { suites?: PlaywrightSuite[] }): TimedTest[] {
  const found: TimedTest[] = [];
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    const path = suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        // A retried test counts every attempt: that is the time it cost.
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        found.push({
          layer: 'e2e',
          file: `test/e2e/${spec.file ?? suite.file ?? ''}`,
          name: [...path, spec.title].filter(Boolean).join(' › '),
          ms,
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

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatSlowest(collectTimes(), Number(process.argv[2] ?? 15)));
}
