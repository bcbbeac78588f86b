/**
 * Every list route reads O(page) items whatever the table size (issue 14, "Scale figures in the
 * bench"): the DynamoDB read capacity one request of each list call consumes with 100 bench users and
 * organizations (and their documents, members, locations, invites, events) in the table, and again
 * with 10,000 of each. Budget: ratio ≤ 1.05 per call. The calls come from ./list-routes.ts, which
 * every implemented list route of the manifest must appear in.
 *
 * The handlers run in this process (the local stack's Lambda runtime), so the bench asks the one
 * DocumentClient of the functions for `ReturnConsumedCapacity: TOTAL` on every read and adds up what
 * DynamoDB Local reports while one request is served (the least of three requests, so a stray
 * background read cannot inflate a figure). Calls with a `boundRcu` (a filter that matches nothing)
 * read up to their per-request bound instead of a page: they are judged against that bound.
 */
import { buildPath, routes } from '@lunia/shared/api/routes';
import { db } from '../../functions/src/data/client';
import type { BenchmarkResult } from './benchmark';
import { MEASURED_CALLS, type MeasuredCall, unaccountedListRoutes } from './list-routes';
import { type ScaleStack, scaleStack } from './scale-table';

const SMALL = 100;
/** `BENCH_SCALE=1000` for a quick try of the bench itself; the figures are for 10,000. */
const LARGE = Number(process.env.BENCH_SCALE ?? 10_000);
const RATIO_BUDGET = 1.05;
const ROUNDS = 3;

const READ_COMMANDS = new Set(['GetCommand', 'QueryCommand', 'ScanCommand', 'BatchGetCommand', 'TransactGetCommand']);

/** Adds up the read capacity the functions' DocumentClient reports for its reads. */
function capacityMeter() {
  let units = 0;
  let reads = 0;
  const client = db();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (!READ_COMMANDS.has(String(context.commandName))) return next(args);
      const input = args.input as Record<string, unknown>;
      input.ReturnConsumedCapacity ??= 'TOTAL';
      const result = await next(args);
      reads++;
      const consumed = (result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
      for (const entry of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
        const { ReadCapacityUnits, CapacityUnits } = entry as { ReadCapacityUnits?: number; CapacityUnits?: number };
        units += ReadCapacityUnits ?? CapacityUnits ?? 0;
      }
      return result;
    },
    { step: 'initialize', name: 'benchReadCapacity' },
  );
  return {
    reset: () => {
      units = 0;
      reads = 0;
    },
    read: () => ({ units, reads }),
  };
}

function urlOf(scale: ScaleStack, call: MeasuredCall): string {
  const { ids } = scale;
  const path = buildPath(routes[call.route].path, { orgId: ids.orgId, documentId: ids.documentId, userId: ids.userId });
  const query = call.query?.replaceAll('{userId}', ids.userId);
  return `${scale.stack.urls.api}${path}${query ? `?${query}` : ''}`;
}

interface Measure {
  units: number;
  reads: number;
}

export async function benchReadCapacity(): Promise<BenchmarkResult> {
  const { missing, stale } = unaccountedListRoutes();
  if (missing.length + stale.length > 0) {
    throw new Error(
      `test/bench/list-routes.ts is out of date: not measured ${missing.join(', ') || '-'}; no longer implemented ${stale.join(', ') || '-'}`,
    );
  }
  const scale = await scaleStack();
  // A first request creates the functions' client; the meter goes on that one client.
  const warm = await fetch(`${scale.stack.urls.api}/api/admin/stats`, { headers: scale.headersFor('admin') });
  if (warm.status !== 200) throw new Error(`admin stats: ${warm.status} ${await warm.text()}`);
  const meter = capacityMeter();

  async function measureAll(): Promise<Map<string, Measure>> {
    const measures = new Map<string, Measure>();
    for (const call of MEASURED_CALLS) {
      let best: Measure | undefined;
      for (let round = 0; round < ROUNDS; round++) {
        meter.reset();
        const response = await fetch(urlOf(scale, call), { headers: scale.headersFor(call.as) });
        const text = await response.text();
        if (response.status !== 200) throw new Error(`${call.label}: ${response.status} ${text}`);
        const measure = meter.read();
        if (!best || measure.units < best.units) best = measure;
      }
      measures.set(call.label, best as Measure);
    }
    return measures;
  }

  const seeding: Record<string, string>[] = [];
  const seed = async (n: number) => {
    const { items, ms } = await scale.seedTo(n);
    seeding.push({
      to: n.toLocaleString('en-US'),
      items: items.toLocaleString('en-US'),
      seconds: (ms / 1000).toFixed(1),
    });
  };
  if (scale.seeded() > SMALL) throw new Error('read-capacity must run before the table grows past the small size');
  await seed(SMALL);
  const small = await measureAll();
  await seed(LARGE);
  const large = await measureAll();

  const rows: Record<string, string>[] = [];
  const failures: string[] = [];
  for (const call of MEASURED_CALLS) {
    const a = small.get(call.label) ?? { units: 0, reads: 0 };
    const b = large.get(call.label) ?? { units: 0, reads: 0 };
    const ratio = a.units > 0 ? b.units / a.units : b.units > 0 ? Number.POSITIVE_INFINITY : 1;
    rows.push({
      call: call.label,
      route: call.route,
      [`RCU ${SMALL}`]: a.units.toFixed(1),
      [`RCU ${LARGE.toLocaleString('en-US')}`]: b.units.toFixed(1),
      ratio: ratio.toFixed(3),
      reads: `${a.reads}/${b.reads}`,
      budget: call.boundRcu ? `≤ ${call.boundRcu} RCU (bound)` : `ratio ≤ ${RATIO_BUDGET}`,
    });
    if (call.boundRcu) {
      if (b.units > call.boundRcu) failures.push(`${call.label}: ${b.units.toFixed(1)} RCU > ${call.boundRcu}`);
    } else if (ratio > RATIO_BUDGET) {
      failures.push(`${call.label}: ${ratio.toFixed(3)} > ${RATIO_BUDGET}`);
    }
  }
  rows.push(
    ...seeding.map((s) => ({
      call: `(seeding to ${s.to}: ${s.items} items in ${s.seconds} s)`,
      route: '',
      [`RCU ${SMALL}`]: '',
      [`RCU ${LARGE.toLocaleString('en-US')}`]: '',
      ratio: '',
      reads: '',
      budget: '',
    })),
  );
  return {
    name: `List read capacity per request, ${SMALL} vs ${LARGE.toLocaleString('en-US')} bench users and organizations (budget ratio ≤ ${RATIO_BUDGET}; reads = DynamoDB requests)`,
    rows,
    failures,
  };
}
