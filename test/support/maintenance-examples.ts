/**
 * Route examples of the maintenance actions on /admin/settings (the counter recount, the expiry
 * check), spread into ./route-examples.ts. A recount rewrites the platform counters from the table:
 * on the shared stack it would race the other test files' writes (and their counter checks), so the
 * super admin's recount requests run in ../integration/counters-recovery.test.ts, on its own stack;
 * here the matrix checks who is refused.
 */
import type { RouteId } from '@lunia/shared/api/routes';
import type { Caller, Expectation, RouteExample } from './route-examples';

const placeholder = { jobId: 'example-job' };
const recountElsewhere =
  'a recount rewrites the counters other files count on: allowed in counters-recovery.test.ts, on its own stack';

export const maintenanceExamples: Partial<Record<RouteId, () => RouteExample>> = {
  startCounterRecount: () => ({ notOnSharedStack: recountElsewhere }),
  // The daily expiry job on demand (issue 14): idempotent, so every allowed caller may run it again.
  runExpiryCheck: () => ({}),
  getCounterRecount: () => ({ params: placeholder, notOnSharedStack: recountElsewhere }),
};

/** Rewriting counters is a super admin's decision, like mass e-mail (docs/decisions.md). */
const superAdminOnly = { anonymous: 'deny', user: 'deny', admin: 'allow', support: 'deny' } as const;

export const maintenanceExpectations: Partial<
  Record<RouteId, Record<Caller, Expectation> & { support?: Expectation }>
> = {
  startCounterRecount: superAdminOnly,
  getCounterRecount: superAdminOnly,
  runExpiryCheck: { anonymous: 'deny', user: 'deny', admin: 'allow', support: 'allow' },
};
