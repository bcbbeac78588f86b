/**
 * Route examples of the privacy rights (issue 25), spread into ./route-examples.ts. Both act on the
 * caller alone (no id in the path: the caller is the subject), so another person's data is never
 * reachable through them. Deleting the caller would leave the rest of the matrix without its account:
 * privacy-rights.test.ts deletes accounts of its own.
 */
import type { RouteId } from '@lunia/shared/api/routes';
import type { Caller, Expectation, RouteExample } from './route-examples';

export const privacyExamples: Partial<Record<RouteId, () => RouteExample>> = {
  exportMyData: () => ({}),
  deleteMyAccount: () => ({
    body: { password: 'matrix-pass1!' },
    notOnSharedStack: 'it deletes the caller (privacy-rights.test.ts)',
  }),
};

export const privacyExpectations: Partial<Record<RouteId, Record<Caller, Expectation>>> = {
  exportMyData: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  // A platform admin's account is not deleted from account settings (403 ADMIN_ACCOUNT_DELETION).
  deleteMyAccount: { anonymous: 'deny', user: 'allow', admin: 'deny' },
};
