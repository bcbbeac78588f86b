/**
 * Cold-start proxy for every Lambda bundle: the time a fresh Node process takes to import it.
 * Bundle size is cold-start time (docs/architecture.md, "Build, synth and budgets"), so this runs each bundle in its own child process
 * many times and reports the median, which shrugs off the odd slow run on a busy machine.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { BUNDLE_BUDGET_BYTES, budgetBytesOf, buildFunctions } from '../../functions/build';
import type { BenchmarkResult } from './benchmark';

const run = promisify(execFile);

export const IMPORT_BUDGET_MS = 50;
const RUNS = 15;

/** Placeholder configuration: handlers read env at import or first use and must not throw. */
const dummyEnvironment = {
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  TABLE_NAME: 'bench-table',
  DOCUMENTS_BUCKET: 'bench-documents',
  PHOTOS_BUCKET: 'bench-photos',
  MAIL_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/000000000000/bench-mail',
  MAIL_FROM: 'Lunia <no-reply@lunia.example>',
  USER_POOL_ID: 'us-east-1_bench',
  POWERTOOLS_SERVICE_NAME: 'lunia-bench',
};

// Runs inside the child: only the import itself is timed, not Node's own start-up.
const importTimer = `
const started = performance.now();
await import(process.argv[1]);
process.stdout.write(String(performance.now() - started));
`;

async function timeImport(file: string): Promise<number> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', importTimer, pathToFileURL(file).href], {
    env: { PATH: process.env.PATH ?? '', ...dummyEnvironment },
  });
  return Number(stdout);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export async function benchLambdaImportTime(): Promise<BenchmarkResult> {
  const { outDir, functions } = await buildFunctions({ log: false });
  const rows: BenchmarkResult['rows'] = [];
  const failures: string[] = [];
  for (const fn of functions) {
    const file = join(outDir, fn.handler, 'index.mjs');
    const samples: number[] = [];
    // Sequential on purpose: parallel children would measure contention on 2 cores, not the bundle.
    for (let i = 0; i < RUNS; i += 1) samples.push(await timeImport(file));
    const medianMs = median(samples);
    const overSize = fn.bytes > budgetBytesOf(fn.handler);
    const overTime = medianMs > IMPORT_BUDGET_MS;
    if (overSize) failures.push(`${fn.handler} is ${(fn.bytes / 1024).toFixed(1)} KB`);
    if (overTime) failures.push(`${fn.handler} imports in ${medianMs.toFixed(1)} ms`);
    rows.push({
      function: fn.handler,
      KB: (fn.bytes / 1024).toFixed(1),
      'median ms': medianMs.toFixed(1),
      'min ms': Math.min(...samples).toFixed(1),
      flag: [overSize ? 'SIZE' : '', overTime ? 'SLOW' : ''].filter(Boolean).join(' ') || 'ok',
    });
  }
  return {
    name: `Lambda bundles: import time, median of ${RUNS} fresh processes (budget ${IMPORT_BUDGET_MS} ms, ${BUNDLE_BUDGET_BYTES / 1024} KB)`,
    rows,
    failures,
  };
}
