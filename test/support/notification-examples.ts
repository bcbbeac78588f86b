/**
 * Route examples of an admin's own notification settings (issue 25), spread into ./route-examples.ts.
 * The example keeps the default choice (`daily`): an admin of the matrix switched to immediate
 * alerts would get an e-mail for every submission the other test files make.
 */
import type { RouteId } from '@lunia/shared/api/routes';
import type { Caller, Expectation, RouteExample } from './route-examples';

export const notificationExamples: Partial<Record<RouteId, () => RouteExample>> = {
  getReviewAlerts: () => ({}),
  updateReviewAlerts: () => ({ body: { delivery: 'daily' } }),
};

/** Every platform admin (super admin or support) sets their own; nobody else has review alerts. */
const ownAdminSetting = { anonymous: 'deny', user: 'deny', admin: 'allow', support: 'allow' } as const;

export const notificationExpectations: Partial<
  Record<RouteId, Record<Caller, Expectation> & { support?: Expectation }>
> = {
  getReviewAlerts: ownAdminSetting,
  updateReviewAlerts: ownAdminSetting,
};
