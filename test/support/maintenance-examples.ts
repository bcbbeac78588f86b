/**
 * Route examples of the maintenance actions on /admin/settings (the counter recount), spread into
 * ./route-examples.ts. A recount's progress needs a recount: the example's `setup` starts one as
 * the demo super admin for admin callers (others are refused before anything is read).
 */
import type { RouteId } from '@lunia/shared/api/routes';
import { accessTokenFor, apiClient, DEMO } from './local-clients';
import type { Caller, Expectation, RouteExample } from './route-examples';

const placeholder = { jobId: 'example-job' };

export const maintenanceExamples: Partial<Record<RouteId, () => RouteExample>> = {
  startCounterRecount: () => ({}),
  // The daily expiry job on demand (issue 14): idempotent, so every allowed caller may run it again.
  runExpiryCheck: () => ({}),
  getCounterRecount: () => ({
    params: placeholder,
    setup: async ({ stack, caller }) => {
      if (caller !== 'admin') return placeholder;
      const token = await accessTokenFor(stack, DEMO.admin);
      const started = await apiClient(stack)('POST', '/api/admin/maintenance/counter-recount', { token });
      return { jobId: String(started.body.jobId) };
    },
  }),
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
