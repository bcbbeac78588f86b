/**
 * API throughput and tail latency at scale (issue 14, "Scale figures in the bench"): 16 concurrent
 * clients (async loops over keep-alive connections) against the local gateway of the scale stack,
 * with 10,000 bench users and organizations in the table, on the profile and document list routes.
 * Each route gets a warm-up, then a fixed measuring window; reported: requests/s, p50/p95/p99/max
 * latency and errors (any answer but 200). Budgets (flagged, as every bench budget): p99 < 500 ms
 * and no error.
 *
 * Everything runs on this machine, in this process: the gateway, the handlers, the JWT check and the
 * clients share the CPU with DynamoDB Local (a Java process), so the figures are a local floor for
 * comparisons between versions, not what AWS would serve.
 */
import { cpus, loadavg } from 'node:os';
import type { BenchmarkResult } from './benchmark';
import type { BenchCaller } from './list-routes';
import { scaleStack } from './scale-table';

const CLIENTS = 16;
/** `BENCH_SCALE=1000` for a quick try of the bench itself; the figures are for 10,000. */
const TABLE_SIZE = Number(process.env.BENCH_SCALE ?? 10_000);
const WARMUP_MS = 3_000;
const WINDOW_MS = 10_000;
const P99_BUDGET_MS = 500;

const ROUTES: { label: string; path: (ids: { orgId: string }) => string; as: BenchCaller }[] = [
  { label: 'GET /api/profile', path: () => '/api/profile', as: 'caller' },
  { label: 'GET /api/documents', path: () => '/api/documents', as: 'caller' },
  {
    label: 'GET /api/organizations/{orgId}/documents',
    path: (ids) => `/api/organizations/${ids.orgId}/documents`,
    as: 'caller',
  },
  { label: 'GET /api/admin/documents', path: () => '/api/admin/documents', as: 'admin' },
  { label: 'GET /api/admin/organization-documents', path: () => '/api/admin/organization-documents', as: 'admin' },
];

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

interface Run {
  latencies: number[];
  errors: number;
  firstError?: string;
  elapsedMs: number;
}

/** `CLIENTS` loops sending one request after another until `ms` have passed. */
async function load(url: string, headers: Record<string, string>, ms: number): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + ms;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        try {
          const response = await fetch(url, { headers });
          const text = await response.text();
          if (response.status !== 200) {
            errors++;
            firstError ??= `${response.status} ${text.slice(0, 200)}`;
          }
        } catch (error) {
          errors++;
          firstError ??= String(error);
        }
        latencies.push(performance.now() - sent);
      }
    }),
  );
  return { latencies, errors, ...(firstError ? { firstError } : {}), elapsedMs: performance.now() - started };
}

export async function benchApiThroughput(): Promise<BenchmarkResult> {
  const scale = await scaleStack();
  const seeded = scale.seeded() < TABLE_SIZE ? await scale.seedTo(TABLE_SIZE) : undefined;
  const rows: Record<string, string>[] = [];
  const failures: string[] = [];
  const loadBefore = loadavg()[0] ?? 0;
  for (const route of ROUTES) {
    const url = `${scale.stack.urls.api}${route.path(scale.ids)}`;
    const headers = scale.headersFor(route.as);
    await load(url, headers, WARMUP_MS);
    const run = await load(url, headers, WINDOW_MS);
    const sorted = [...run.latencies].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    rows.push({
      route: route.label,
      requests: String(sorted.length),
      'req/s': (sorted.length / (run.elapsedMs / 1000)).toFixed(0),
      'p50 ms': percentile(sorted, 50).toFixed(1),
      'p95 ms': percentile(sorted, 95).toFixed(1),
      'p99 ms': p99.toFixed(1),
      'max ms': (sorted.at(-1) ?? 0).toFixed(1),
      errors: String(run.errors),
    });
    if (p99 >= P99_BUDGET_MS) failures.push(`${route.label}: p99 ${p99.toFixed(0)} ms ≥ ${P99_BUDGET_MS} ms`);
    if (run.errors > 0) failures.push(`${route.label}: ${run.errors} errors (first: ${run.firstError})`);
  }
  // The machine's load says how much of the CPU the stack had: the figures scale with it.
  const machineLoad = `load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores`;
  const seededNote = seeded
    ? `; seeded ${seeded.items.toLocaleString('en-US')} items in ${(seeded.ms / 1000).toFixed(1)} s`
    : '';
  return {
    name: `API throughput, ${CLIENTS} concurrent clients, ${TABLE_SIZE.toLocaleString('en-US')} bench users and organizations, ${WINDOW_MS / 1000} s per route after ${WARMUP_MS / 1000} s warm-up (budget p99 < ${P99_BUDGET_MS} ms, 0 errors; ${machineLoad}${seededNote})`,
    rows,
    failures,
  };
}
