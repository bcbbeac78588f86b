/**
 * Route examples of the e-mail suppression list (issue 26), spread into ./route-examples.ts. The
 * address a super admin lifts is one of its own, put on the list for that request
 * (./email-suppression.ts); the behaviour is tested in ../integration/email-suppression.test.ts.
 */
import type { RouteId } from '@lunia/shared/api/routes';
import { suppressedAddress } from './email-suppression';
import type { Caller, Expectation, RouteExample } from './route-examples';

const adminOnly: Record<Caller, Expectation> = { anonymous: 'deny', user: 'deny', admin: 'allow' };

export const emailSuppressionExamples: Partial<Record<RouteId, () => RouteExample>> = {
  listEmailSuppressions: () => ({ query: { limit: '5' } }),
  deleteEmailSuppression: () => ({
    params: { email: 'nobody@example.com' },
    // Refused callers get the placeholder; the super admin lifts an address suppressed for it.
    setup: async ({ stack, caller }): Promise<Record<string, string>> =>
      caller === 'admin' ? { email: await suppressedAddress(stack, 'matrix') } : {},
  }),
};

export const emailSuppressionExpectations: Partial<
  Record<RouteId, Record<Caller, Expectation> & { support?: Expectation }>
> = {
  listEmailSuppressions: adminOnly,
  // Super admins only: support sees the list but may not lift an entry.
  deleteEmailSuppression: { ...adminOnly, support: 'deny' },
};
