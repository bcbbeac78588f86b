/**
 * `npm test`: every check of the repository, with the time of each phase and the slowest tests printed
 * at the end (also when something failed).
 *
 *   1. static checks: the type check of every workspace (TypeScript 7), then the lint;
 *   2. unit, web and CDK template tests;
 *   3. integration tests against one local stack (test files in parallel, each with its own fixtures);
 *   4. browser tests against the production build of the web app and another local stack.
 *
 * The phases run two at a time (`ORDER`): the browser and integration phases first, then the unit
 * tests and the static checks on whichever runner is free first. The browser and integration phases wait
 * on their stacks a third of the time (timers, deliveries, the browser's frames), which the other
 * phase's work fills: on CI's 2 cores the run takes about its CPU time divided by two instead of the
 * sum of the phases (docs/decisions/0082-ci-under-12-minutes.md, "CI under 12 minutes"). A failed phase does not
 * stop the later ones (a red type check should not hide a red journey); the command fails if any phase failed.
 * `LUNIA_TEST_PHASES=unit,e2e npm test` runs only those phases; `LUNIA_TEST_LANES=1` runs them one after the other.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { collectTimes, formatFailures, formatSlowest, PLAYWRIGHT_REPORT, VITEST_REPORTS } from './report/slowest';
import { type CpuAccount, cpuAccount, machineBusySeconds } from './runner/cpu-accounting';

const ROOT = resolve(import.meta.dirname, '..');
const SLOWEST_COUNT = 15;

interface Step {
  name: string;
  command: string[];
}

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

/**
 * Runs one step. With `live`, its output goes straight to the terminal (the lane that streams);
 * otherwise it is kept and printed whole when the step ends, so two phases never interleave lines.
 */
function runStep(step: Step, account: CpuAccount, live: boolean): Promise<Outcome> {
  const started = Date.now();
  return new Promise((done) => {
    const [command, ...args] = account.wrap(step.command);
    const child = spawn(command as string, args, {
      cwd: ROOT,
      env: {
        ...process.env,
        PATH: `${resolve(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
        FORCE_COLOR: process.stdout.isTTY ? '1' : '0',
      },
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(String(error))));
    child.on('close', (code) => {
      const outcome = { name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000 };
      const heading = `── ${step.name} (${outcome.seconds.toFixed(1)} s, ${outcome.ok ? 'passed' : 'FAILED'})`;
      process.stdout.write(live ? `\n${heading}\n` : `\n${heading}\n${Buffer.concat(output).toString()}`);
      done(outcome);
    });
  });
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
});

/**
 * Each phase's steps, one after the other. The static checks stay in series: they run beside the unit
 * tests, which keep the other core busy.
 */
const PHASES: Record<string, Step[]> = {
  static: [
    { name: 'type check', command: ['tsx', 'test/typecheck.ts'] },
    { name: 'lint', command: ['biome', 'check', '.'] },
  ],
  unit: [
    vitest('unit, web and CDK template tests', ['unit', 'web', 'unit-isolated', 'infra'], VITEST_REPORTS[0] as string),
  ],
  integration: [vitest('integration tests', ['integration', 'integration-isolated'], VITEST_REPORTS[1] as string)],
  e2e: [{ name: 'browser tests', command: ['npx', 'playwright', 'test', '-c', 'test/e2e/playwright.config.ts'] }],
};

/**
 * The phases in the order they start, two at a time: the browser and the integration phases first (both
 * wait on their stacks part of the time, so together they keep both cores busy), then the unit tests and
 * the static checks, each taken by whichever of the two runners is free first. The longer of the two
 * (the unit tests, about 110 CPU-s on two workers, against about 37 for the static checks, mostly on one
 * core) starts first, the longest-first rule for packing two lanes (docs/decisions/0146-ci-stop-51.md;
 * its gain was within one run's noise). The browser phase streams its output; the others print each
 * step when it ends.
 */
const ORDER = ['e2e', 'integration', 'unit', 'static'];
const STREAMED = 'e2e';

interface PhaseResult {
  name: string;
  seconds: number;
  cpuSeconds: number | undefined;
  outcomes: Outcome[];
}

async function runPhase(name: string, live: boolean): Promise<PhaseResult> {
  const started = Date.now();
  const account = cpuAccount(name);
  const outcomes: Outcome[] = [];
  for (const step of PHASES[name] as Step[]) outcomes.push(await runStep(step, account, live));
  const cpuSeconds = account.seconds();
  account.close();
  return { name, outcomes, seconds: (Date.now() - started) / 1000, cpuSeconds };
}

/** Runs `phases` on `runners` runners; each takes the next phase of the queue as soon as it is free. */
async function runQueue(phases: string[], runners: number): Promise<PhaseResult[]> {
  const queue = [...phases];
  const results: PhaseResult[] = [];
  const runner = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      results.push(await runPhase(name, name === STREAMED));
    }
  };
  await Promise.all(Array.from({ length: Math.min(runners, phases.length) }, runner));
  return phases.map((name) => results.find((result) => result.name === name) as PhaseResult);
}

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
  const machineBefore = machineBusySeconds();
  const phasesWanted = ORDER.filter((name) => wanted.includes(name));
  const runners = process.env.LUNIA_TEST_LANES === '1' ? 1 : 2;
  // Side by side, each stack gets about half a core: its deliveries take longer (test/support/wait-budget.ts).
  if (runners > 1) process.env.LUNIA_TEST_WAIT_SCALE ??= '3';
  const phases = await runQueue(phasesWanted, runners);
  const machineAfter = machineBusySeconds();

  const failed = phases.flatMap((phase) => phase.outcomes.filter((outcome) => !outcome.ok));
  const times = collectTimes();
  console.log(`\n${formatSlowest(times, SLOWEST_COUNT)}`);
  console.log(
    `\nPhases (${runners} at a time, started in this order; wall time; CPU seconds of the phase's processes):`,
  );
  for (const phase of phases) {
    const bad = phase.outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name);
    const cpu = phase.cpuSeconds === undefined ? '' : `  CPU ${phase.cpuSeconds.toFixed(0).padStart(5)} s`;
    console.log(
      `  ${phase.name.padEnd(12)} ${phase.seconds.toFixed(1).padStart(6)} s${cpu}  ${bad.length ? `FAILED: ${bad.join(', ')}` : 'passed'}`,
    );
  }
  const phaseCpu = phases.reduce((sum, phase) => sum + (phase.cpuSeconds ?? Number.NaN), 0);
  const machine =
    machineBefore === undefined || machineAfter === undefined
      ? ''
      : `; machine busy ${(machineAfter - machineBefore).toFixed(0)} s`;
  console.log(
    `  ${'total'.padEnd(12)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s${Number.isNaN(phaseCpu) ? '' : `  CPU ${phaseCpu.toFixed(0).padStart(5)} s`}${machine}`,
  );
  const failures = formatFailures(times);
  if (failures) console.log(`\n${failures}`);
  if (failed.length > 0) {
    console.log(`\nnpm test failed: ${failed.map((outcome) => outcome.name).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
