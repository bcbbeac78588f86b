/**
 * Route examples of notification preferences on /account (issue 25), spread into ./route-examples.ts.
 * Every signed-in person sets their own; the behaviour is tested in
 * ../integration/notification-preferences.test.ts.
 */
import type { RouteId } from '@lunia/shared/api/routes';
import type { Caller, Expectation, RouteExample } from './route-examples';

export const notificationPreferenceExamples: Partial<Record<RouteId, () => RouteExample>> = {
  updateNotificationPreferences: () => ({
    body: {
      language: 'en',
      emails: {
        inviteAccepted: true,
        earlyExpiryReminders: true,
        teamDocumentDecisions: true,
        documentReminders: true,
        ceReminders: true,
      },
    },
  }),
};

export const notificationPreferenceExpectations: Partial<Record<RouteId, Record<Caller, Expectation>>> = {
  updateNotificationPreferences: { anonymous: 'deny', user: 'allow', admin: 'allow' },
};
