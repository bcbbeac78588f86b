/**
 * `npm run bench [-- <id> ...]`: runs the performance budgets and prints one table per benchmark.
 * Add a benchmark (web bundle sizes, Lighthouse, ...) as its own module in test/bench/ returning a
 * BenchmarkResult and list it below. Budget violations are flagged; they fail the run (exit 1)
 * only with BENCH_STRICT=1, because timings on a shared 2-core machine are noisy.
 */
import { benchApiThroughput } from './api-throughput';
import { type Benchmark, formatTable } from './benchmark';
import { benchExpiryIndex } from './expiry-index';
import { benchInspectionBinder } from './inspection-binder';
import { benchLambdaImportTime } from './lambda-import-time';
import { benchMailPriority } from './mail-priority';
import { benchReadCapacity } from './read-capacity';
import { benchRegistrationTiming } from './registration-timing';
import { benchReminders } from './reminders';
import { stopScaleStack } from './scale-table';
import { benchWebBundleSize } from './web-bundle-size';
import { benchWebLighthouse } from './web-lighthouse';

const benchmarks: Benchmark[] = [
  { id: 'lambda', run: benchLambdaImportTime },
  { id: 'web-bundle', run: benchWebBundleSize },
  { id: 'web-lighthouse', run: benchWebLighthouse },
  { id: 'reminders', run: benchReminders },
  { id: 'mail-priority', run: benchMailPriority },
  { id: 'inspection-binder', run: () => benchInspectionBinder() },
  // Issue 43's size: five credentials per person, and names that need the CJK fallback font.
  { id: 'inspection-binder-5', run: () => benchInspectionBinder({ credentials: 5, unicodeNames: true }) },
  { id: 'registration-timing', run: benchRegistrationTiming },
  // Both on one table seeded to 10,000 bench users and organizations (./scale-table.ts), in this order.
  { id: 'read-capacity', run: benchReadCapacity },
  { id: 'api-throughput', run: benchApiThroughput },
  // Also on the scale stack (the functions' DocumentClient is bound to it), after the two above.
  { id: 'expiry-index', run: benchExpiryIndex },
];

const requested = process.argv.slice(2);
const selected = requested.length ? benchmarks.filter((b) => requested.includes(b.id)) : benchmarks;
if (selected.length === 0) {
  console.error(`Unknown benchmark; known: ${benchmarks.map((b) => b.id).join(', ')}`);
  process.exit(2);
}

let failureCount = 0;
try {
  for (const benchmark of selected) {
    const result = await benchmark.run();
    console.log(`\n${result.name}\n${formatTable(result.rows)}`);
    for (const failure of result.failures) console.log(`  ⚠ over budget: ${failure}`);
    failureCount += result.failures.length;
  }
} finally {
  await stopScaleStack();
}
if (failureCount > 0 && process.env.BENCH_STRICT === '1') process.exit(1);
