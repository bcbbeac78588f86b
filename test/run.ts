/**
 * `npm test`: every check of the repository, in the order that costs least on a 2-core machine, with
 * the time of each phase and the slowest tests printed at the end (also when something failed).
 *
 *   1. static checks: the type check of every workspace, then the lint;
 *   2. unit, web and CDK template tests;
 *   3. integration tests against one local stack (test files in parallel, each with its own fixtures);
 *   4. browser tests against the production build of the web app and another local stack.
 *
 * A failed phase does not stop the later ones (a red type check should not hide a red journey); the
 * command fails if any phase failed. `LUNIA_TEST_PHASES=unit,e2e npm test` runs only those phases.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { collectTimes, formatSlowest, PLAYWRIGHT_REPORT, VITEST_REPORTS } from './report/slowest';

const ROOT = resolve(import.meta.dirname, '..');
const SLOWEST_COUNT = 15;

interface Step {
  name: string;
  command: string[];
  /** Print the output as it comes (long phases) instead of once the step ends. */
  live?: boolean;
}

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

function runStep(step: Step): Promise<Outcome> {
  const started = Date.now();
  return new Promise((done) => {
    const [command, ...args] = step.command;
    const child = spawn(command as string, args, {
      cwd: ROOT,
      env: {
        ...process.env,
        PATH: `${resolve(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
        FORCE_COLOR: process.stdout.isTTY ? '1' : '0',
      },
      stdio: step.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(String(error))));
    child.on('close', (code) => {
      const outcome = { name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000 };
      if (!step.live) {
        process.stdout.write(
          `\n── ${step.name} (${outcome.seconds.toFixed(1)} s, ${outcome.ok ? 'passed' : 'FAILED'})\n`,
        );
        process.stdout.write(Buffer.concat(output));
      }
      done(outcome);
    });
  });
}

/**
 * CPU seconds the whole machine was busy, from /proc/stat (Linux), read before and after each phase:
 * beside the wall time it shows whether a phase waits or computes (on 2 cores, at most 2 s per
 * second). Machine-wide because a phase's own process tree undercounts: the browser's processes are
 * not reaped through the test runner. On a shared machine it includes the neighbours' work.
 * Undefined where /proc is not there.
 */
function machineBusySeconds(): number | undefined {
  try {
    const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
    // cpu user nice system idle iowait irq softirq steal …, in clock ticks (100 a second).
    const [user, nice, system, , , irq, softirq, steal] = (cpu ?? '').trim().split(/\s+/).slice(1).map(Number);
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100;
  } catch {
    return undefined;
  }
}

/** Steps one after the other. */
async function inOrder(steps: Step[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of steps) outcomes.push(await runStep(step));
  return outcomes;
}

/** Vitest with its JSON report beside the console output (the slowest-tests list reads it). */
const vitest = (name: string, projects: string[], report: string): Step => ({
  name,
  command: [
    'npx',
    'vitest',
    'run',
    ...projects.map((project) => `--project=${project}`),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ],
  live: true,
});

const PHASES: Record<string, () => Promise<Outcome[]>> = {
  // One after the other: tsc already keeps more than one core busy (its garbage collector), and two
  // queues side by side measured slower (118 s against 61 s here; docs/decisions.md).
  static: () =>
    inOrder([
      { name: 'type check', command: ['tsx', 'test/typecheck.ts'] },
      { name: 'lint', command: ['biome', 'check', '.'] },
    ]),
  unit: () =>
    inOrder([vitest('unit, web and CDK template tests', ['unit', 'web', 'unit-isolated', 'infra'], VITEST_REPORTS[0] as string)]),
  integration: () => inOrder([vitest('integration tests', ['integration'], VITEST_REPORTS[1] as string)]),
  e2e: () =>
    inOrder([
      {
        name: 'browser tests',
        command: ['npx', 'playwright', 'test', '-c', 'test/e2e/playwright.config.ts'],
        live: true,
      },
    ]),
};

async function main() {
  const wanted = (process.env.LUNIA_TEST_PHASES ?? Object.keys(PHASES).join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = wanted.filter((name) => !(name in PHASES));
  if (unknown.length > 0) throw new Error(`Unknown test phase(s): ${unknown.join(', ')}`);
  mkdirSync(resolve(ROOT, 'test-results'), { recursive: true });
  for (const report of [...VITEST_REPORTS, PLAYWRIGHT_REPORT]) rmSync(report, { force: true });

  const started = Date.now();
  const phases: { name: string; seconds: number; cpuSeconds: number | undefined; outcomes: Outcome[] }[] = [];
  for (const name of wanted) {
    const phaseStarted = Date.now();
    const cpuBefore = machineBusySeconds();
    const run = PHASES[name] as () => Promise<Outcome[]>;
    const outcomes = await run();
    const cpuAfter = machineBusySeconds();
    const cpuSeconds = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
    phases.push({ name, outcomes, seconds: (Date.now() - phaseStarted) / 1000, cpuSeconds });
  }

  const failed = phases.flatMap((phase) => phase.outcomes.filter((outcome) => !outcome.ok));
  console.log(`\n${formatSlowest(collectTimes(), SLOWEST_COUNT)}`);
  console.log('\nPhases (wall time; CPU seconds the machine was busy meanwhile):');
  for (const phase of phases) {
    const bad = phase.outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name);
    const cpu = phase.cpuSeconds === undefined ? '' : `  CPU ${phase.cpuSeconds.toFixed(0).padStart(5)} s`;
    console.log(
      `  ${phase.name.padEnd(12)} ${phase.seconds.toFixed(1).padStart(6)} s${cpu}  ${bad.length ? `FAILED: ${bad.join(', ')}` : 'passed'}`,
    );
  }
  console.log(`  ${'total'.padEnd(12)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  if (failed.length > 0) {
    console.log(`\nnpm test failed: ${failed.map((outcome) => outcome.name).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
