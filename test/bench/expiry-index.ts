/**
 * The sharded expiry index (issue 28, docs/data-model.md "Capacity (issue 28)"): a page read of the
 * expiry list (data/documents.ts `queryExpiringDocuments`, the admin's "Expiring soon" and the daily
 * jobs' walk) costs the same read capacity with 1,000 and with 100,000 documents in the index: it
 * queries each of the EXPIRY_SHARDS shards (and the pre-shard partition) for a share of the page,
 * whatever the shards hold. Budget: ratio ≤ 1.05, for the first page and for a page reached with a
 * cursor.
 *
 * Runs on the bench's scale stack (./scale-table.ts): the functions' one DocumentClient is bound to
 * the first stack it talks to, which in `npm run bench` is that one. The documents are written
 * straight to the table (batch writes, without the `entity` marker the table stream reacts to),
 * through the documents module's own item builder, so their keys are the ones the product writes.
 * Their expiry dates are in 2001–2003, before any other document's, so the measured pages are theirs.
 */

import { addDays, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { db } from '../../functions/src/data/client';
import { queryExpiringDocuments } from '../../functions/src/data/documents';
import { EXPIRY_SHARDS } from '../../functions/src/data/keys';
import { writeBenchItems } from './bench-table';
import type { BenchmarkResult } from './benchmark';
import { benchDocumentsOf, INDIVIDUAL_TYPES, type Row } from './scale-rows';
import { scaleStack } from './scale-table';

const SMALL = 1_000;
/** `BENCH_EXPIRY_SCALE=10000` for a quick try of the bench itself; the figures are for 100,000. */
const LARGE = Number(process.env.BENCH_EXPIRY_SCALE ?? 100_000);
const RATIO_BUDGET = 1.05;
/** The admin list's page size. */
const PAGE = 25;
const ROUNDS = 5;
const SEED_CHUNK = 5_000;
const TYPE = INDIVIDUAL_TYPES[0] as (typeof INDIVIDUAL_TYPES)[number];

/** Bench document n: same size for every n (fixed-width numbers), dated between 2001-01-01 and 2003-09-27. */
function benchExpiringDocument(n: number): Row {
  const label = String(n).padStart(6, '0');
  const [row] = benchDocumentsOf(
    {
      ownerType: 'USER',
      ownerId: `bench-expiry-owner-${label}`,
      ownerSearch: `bench-expiry-${label}@bench.lunia.local`,
    },
    [TYPE],
    `bench-expiry-${label}`,
    () => ({ status: 'approved', uploadedAt: '2000-06-01T12:00:00.000Z', expiresOn: addDays('2001-01-01', n % 1000) }),
  );
  return row as Row;
}

let metered: { units: number } | undefined;
/** Adds up the read capacity DynamoDB reports for the functions' Query calls (asked for on each). */
function meter(): { units: number } {
  if (metered) return metered;
  const counted = { units: 0 };
  db().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'QueryCommand') return next(args);
      (args.input as Record<string, unknown>).ReturnConsumedCapacity ??= 'TOTAL';
      const result = await next(args);
      const consumed = (result.output as { ConsumedCapacity?: { CapacityUnits?: number } }).ConsumedCapacity;
      counted.units += consumed?.CapacityUnits ?? 0;
      return result;
    },
    { step: 'initialize', name: 'benchExpiryIndexCapacity' },
  );
  metered = counted;
  return counted;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One page read, ROUNDS times: the least read capacity (a stray read cannot inflate it) and the median time. */
async function measurePage(after?: Record<string, unknown>) {
  const counted = meter();
  const upTo = addDays(puertoRicoToday(), 60);
  const units: number[] = [];
  const times: number[] = [];
  let page: Awaited<ReturnType<typeof queryExpiringDocuments>> | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    counted.units = 0;
    const started = performance.now();
    page = await queryExpiringDocuments({ upTo, limit: PAGE, after });
    times.push(performance.now() - started);
    units.push(counted.units);
  }
  return { rcu: Math.min(...units), ms: median(times), page: page as NonNullable<typeof page> };
}

async function measureAt(documents: number) {
  const first = await measurePage();
  const second = await measurePage(first.page.lastKey);
  return { documents, first, second };
}

export async function benchExpiryIndex(): Promise<BenchmarkResult> {
  const { stack } = await scaleStack();
  let seeded = 0;
  const seedTo = async (n: number) => {
    const started = performance.now();
    for (; seeded < n; seeded = Math.min(n, seeded + SEED_CHUNK)) {
      const rows: Row[] = [];
      for (let i = seeded; i < Math.min(n, seeded + SEED_CHUNK); i++) rows.push(benchExpiringDocument(i));
      await writeBenchItems(stack, rows, 8);
    }
    return performance.now() - started;
  };
  const seedSmallMs = await seedTo(SMALL);
  const small = await measureAt(SMALL);
  const seedLargeMs = await seedTo(LARGE);
  const large = await measureAt(LARGE);

  const rows: Record<string, string>[] = [];
  const failures: string[] = [];
  for (const [name, pick] of [
    ['first page', (m: typeof small) => m.first],
    ['page after a cursor', (m: typeof small) => m.second],
  ] as const) {
    const a = pick(small);
    const b = pick(large);
    const ratio = a.rcu > 0 ? b.rcu / a.rcu : Number.NaN;
    rows.push({
      read: `${name} (${PAGE} of ${EXPIRY_SHARDS} shards + pre-shard partition)`,
      [`RCU at ${SMALL.toLocaleString('en-US')}`]: a.rcu.toFixed(1),
      [`RCU at ${LARGE.toLocaleString('en-US')}`]: b.rcu.toFixed(1),
      ratio: ratio.toFixed(3),
      [`ms at ${SMALL.toLocaleString('en-US')}`]: a.ms.toFixed(1),
      [`ms at ${LARGE.toLocaleString('en-US')}`]: b.ms.toFixed(1),
      items: `${a.page.documents.length} / ${b.page.documents.length}`,
    });
    if (!(ratio <= RATIO_BUDGET)) failures.push(`${name}: ${LARGE} vs ${SMALL} documents read ${ratio.toFixed(3)}×`);
    if (a.page.documents.length !== PAGE || b.page.documents.length !== PAGE) {
      failures.push(`${name}: a page held ${a.page.documents.length} / ${b.page.documents.length} of ${PAGE}`);
    }
  }
  rows.push({
    read: `seeding (batch writes)`,
    [`RCU at ${SMALL.toLocaleString('en-US')}`]: '',
    [`RCU at ${LARGE.toLocaleString('en-US')}`]: '',
    ratio: '',
    [`ms at ${SMALL.toLocaleString('en-US')}`]: seedSmallMs.toFixed(0),
    [`ms at ${LARGE.toLocaleString('en-US')}`]: seedLargeMs.toFixed(0),
    items: `${SMALL} / ${LARGE}`,
  });
  return {
    name: `Expiry index page read, ${SMALL.toLocaleString('en-US')} vs ${LARGE.toLocaleString('en-US')} documents (budget: RCU ratio ≤ ${RATIO_BUDGET})`,
    rows,
    failures,
  };
}
