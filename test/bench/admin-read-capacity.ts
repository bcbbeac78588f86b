/**
 * Admin list pages read O(page) items whatever the table size (issue: admin back office): the
 * DynamoDB read capacity one request of each admin list consumes, with 100 bench users and
 * organizations in the table and again with 10,000 of each. Budget: ratio ≤ 1.05 per route.
 *
 * The handlers run in this process (the local stack's Lambda runtime), so the bench asks the one
 * DocumentClient of the functions for `ReturnConsumedCapacity: TOTAL` on every read and adds up what
 * DynamoDB Local reports while one request is served. The bench rows are written straight to the
 * table, without the `entity` marker the table stream reacts to (so no counter or lookup work runs
 * in the background while measuring); their lookup items are written with them, as the stream would.
 */
import { db } from '../../functions/src/data/client';
import { organizationKeys } from '../../functions/src/data/keys';
import { lookupItemsOf } from '../../functions/src/data/organization-lookup';
import { userLookupItemsOf } from '../../functions/src/data/user-lookup';
import { startLocalStack } from '../../infra/local/stack';
import { accessTokenFor, apiClient, DEMO } from '../support/local-clients';
import { benchUserProfile, writeBenchItems } from './bench-table';
import type { BenchmarkResult } from './benchmark';

const SMALL = 100;
const LARGE = 10_000;
const RATIO_BUDGET = 1.05;

/** Each admin list as the pages call it (first page, default page size). */
const ROUTES: [string, string][] = [
  ['users, all', '/api/admin/users'],
  ['users, status filter', '/api/admin/users?status=not_submitted'],
  ['users, search', '/api/admin/users?search=bench'],
  ['users, role filter', '/api/admin/users?role=super_admin'],
  ['users, search + status', '/api/admin/users?search=bench&status=not_submitted'],
  ['reminder recipients', '/api/admin/reminder-recipients'],
  ['organizations, all', '/api/admin/organizations'],
  ['organizations, status filter', '/api/admin/organizations?status=pending'],
  ['organizations, search', '/api/admin/organizations?search=bench'],
  ['awaiting final approval', '/api/admin/users/awaiting-approval'],
  ['admin stats', '/api/admin/stats'],
];

function withoutEntity<T extends Record<string, unknown>>(item: T): Record<string, unknown> {
  const { entity: _entity, ...rest } = item;
  return rest;
}

function benchUser(n: number): Record<string, unknown>[] {
  const profile = benchUserProfile('capacity', n, 'en');
  return [profile, ...userLookupItemsOf(profile).map(withoutEntity)];
}

function benchOrganization(n: number): Record<string, unknown>[] {
  const id = `bench-cap-org-${String(n).padStart(5, '0')}`;
  const org = {
    id,
    name: `Bench Farmacia ${String(n).padStart(5, '0')}`,
    pharmacyLicenseNumber: `BENCH-${String(n).padStart(5, '0')}`,
    address: 'Calle Luna 1',
    city: 'San Juan',
    state: 'PR',
    zipCode: '00901',
    contactEmail: `${id}@bench.lunia.local`,
    einNumber: '',
    phone: '787-555-0100',
    website: '',
    description: '',
    verified: false,
    canSubscribe: false,
    activeModules: [],
    requestedModules: [],
    unlimitedLocations: false,
    locationCount: 0,
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, 0, n)).toISOString(),
  };
  const item = { ...organizationKeys.profile(id), ...organizationKeys.indexes(org), ...org };
  return [item, ...lookupItemsOf(item).map(withoutEntity)];
}

/** Adds up the read capacity the functions' DocumentClient reports. */
function capacityMeter() {
  let units = 0;
  const client = db();
  client.middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as Record<string, unknown>;
      input.ReturnConsumedCapacity ??= 'TOTAL';
      const result = await next(args);
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
    },
    read: () => units,
  };
}

export async function benchAdminReadCapacity(): Promise<BenchmarkResult> {
  const stack = await startLocalStack({ seed: true, web: false, log: () => {} });
  try {
    const api = apiClient(stack);
    const token = await accessTokenFor(stack, DEMO.admin);
    const rowsFor = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => [...benchUser(from + i), ...benchOrganization(from + i)]).flat();

    // A first request creates the functions' client; the meter goes on that one client.
    const warm = await api('GET', '/api/admin/stats', { token });
    if (warm.status !== 200) throw new Error(`admin stats: ${warm.status} ${warm.text}`);
    const meter = capacityMeter();

    async function measureAll(): Promise<Map<string, number>> {
      const units = new Map<string, number>();
      for (const [label, path] of ROUTES) {
        // Twice, keeping the second (a warm handler, as a page reload would find it).
        let value = 0;
        for (let round = 0; round < 2; round++) {
          meter.reset();
          const response = await api('GET', path, { token });
          if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.text}`);
          value = meter.read();
        }
        units.set(label, value);
      }
      return units;
    }

    await writeBenchItems(stack, rowsFor(0, SMALL));
    const small = await measureAll();
    await writeBenchItems(stack, rowsFor(SMALL, LARGE));
    const large = await measureAll();

    const rows: Record<string, string>[] = [];
    const failures: string[] = [];
    for (const [label] of ROUTES) {
      const a = small.get(label) ?? 0;
      const b = large.get(label) ?? 0;
      const ratio = a > 0 ? b / a : b > 0 ? Number.POSITIVE_INFINITY : 1;
      rows.push({
        route: label,
        [`RCU with ${SMALL}`]: a.toFixed(1),
        [`RCU with ${LARGE.toLocaleString('en-US')}`]: b.toFixed(1),
        ratio: ratio.toFixed(3),
      });
      if (ratio > RATIO_BUDGET) failures.push(`${label}: ${ratio.toFixed(3)} > ${RATIO_BUDGET}`);
    }
    return {
      name: `Admin list read capacity per request, ${SMALL} vs ${LARGE.toLocaleString('en-US')} users and organizations (budget ratio ≤ ${RATIO_BUDGET})`,
      rows,
      failures,
    };
  } finally {
    await stack.stop();
  }
}
