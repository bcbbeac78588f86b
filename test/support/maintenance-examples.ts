/**
 * Route examples of the maintenance actions on /admin/settings (the counter recount, the index
 * backfill, the expiry check), spread into ./route-examples.ts. A recount rewrites the platform
 * counters from the table: on the shared stack it would race the other test files' writes (and their
 * counter checks), so the super admin's recount requests run in ../integration/counters-recovery.test.ts,
 * on its own stack; here the matrix checks who is refused. A backfill reads the whole table: it is
 * started in ../integration/index-backfill.test.ts only (so that file sees what its own runs changed);
 * its progress route reads a finished job made here.
 */
import { randomUUID } from 'node:crypto';
import type { RouteId } from '@lunia/shared/api/routes';
import { createIndexBackfillJob } from '../../functions/src/data/index-backfill-jobs';
import type { Caller, Expectation, RouteExample } from './route-examples';

const placeholder = { jobId: 'example-job' };
const recountElsewhere =
  'a recount rewrites the counters other files count on: allowed in counters-recovery.test.ts, on its own stack';

export const maintenanceExamples: Partial<Record<RouteId, () => RouteExample>> = {
  startCounterRecount: () => ({ notOnSharedStack: recountElsewhere }),
  // The daily expiry job on demand (issue 14): idempotent, so every allowed caller may run it again.
  runExpiryCheck: () => ({}),
  getCounterRecount: () => ({ params: placeholder, notOnSharedStack: recountElsewhere }),
  startIndexBackfill: () => ({
    notOnSharedStack: 'a backfill reads the whole table: started in index-backfill.test.ts',
  }),
  getIndexBackfill: () => ({ params: placeholder, setup: finishedBackfill }),
};

/** A completed backfill's record (completed: the stream queues no step for it), as the progress route reads it. */
async function finishedBackfill(): Promise<Record<string, string>> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await createIndexBackfillJob({
    id,
    status: 'completed',
    phase: 'trail',
    step: 2,
    nextDelaySeconds: 0,
    createdAt: at,
    createdBy: { id: 'example-admin', name: 'Example Admin' },
    completedAt: at,
    expiry: { examined: 0, changed: 0 },
    trail: { scanned: 0, examined: 0, changed: 0, ownerless: 0 },
  });
  return { jobId: id };
}

/**
 * Rewriting counters or index keys is a super admin's decision, like mass e-mail
 * (docs/decisions/0024-counters-survive-restart-and-recount.md).
 */
const superAdminOnly = { anonymous: 'deny', user: 'deny', admin: 'allow', support: 'deny' } as const;

export const maintenanceExpectations: Partial<
  Record<RouteId, Record<Caller, Expectation> & { support?: Expectation }>
> = {
  startCounterRecount: superAdminOnly,
  getCounterRecount: superAdminOnly,
  startIndexBackfill: superAdminOnly,
  getIndexBackfill: superAdminOnly,
  runExpiryCheck: { anonymous: 'deny', user: 'deny', admin: 'allow', support: 'allow' },
};
