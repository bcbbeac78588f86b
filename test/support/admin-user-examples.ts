/**
 * Route examples of the admin's users pages (/admin/users: the list with its search and filters, one
 * user's view) for the generated authorization-matrix and bad-input tests. Admin only; the view reads
 * the test file's own pharmacist (./platform-callers.ts), whoever calls (a non-admin is refused
 * before the id is looked up).
 */
import type { RouteId } from '@lunia/shared/api/routes';
import { newAccount } from './accounts';
import { platformCallers } from './platform-callers';
import type { Caller, Expectation, RouteExample } from './route-examples';

const adminOnly: Record<Caller, Expectation> = { anonymous: 'deny', user: 'deny', admin: 'allow' };
const superAdminOnly = { ...adminOnly, support: 'deny' as const };

export const adminUserExamples: Partial<Record<RouteId, () => RouteExample>> = {
  listAdminUsers: () => ({ query: { search: 'paula', role: 'all', status: 'all', limit: '5' } }),
  getAdminUser: () => ({
    params: { userId: 'example-user' },
    setup: async ({ stack }) => ({ userId: (await platformCallers(stack)).user.userId }),
  }),
  // A fresh account per call: disabling a caller would end the sessions the later examples use.
  disableUser: () => ({
    params: { userId: 'example-user' },
    setup: async ({ stack }) => ({ userId: (await newAccount(stack, 'matrix-disable')).userId }),
  }),
  enableUser: () => ({
    params: { userId: 'example-user' },
    setup: async ({ stack }) => ({ userId: (await newAccount(stack, 'matrix-enable')).userId }),
  }),
};

export const adminUserExpectations: Partial<Record<RouteId, Record<Caller, Expectation> & { support?: Expectation }>> =
  {
    listAdminUsers: adminOnly,
    getAdminUser: adminOnly,
    disableUser: superAdminOnly,
    enableUser: superAdminOnly,
  };
