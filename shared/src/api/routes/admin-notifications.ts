/**
 * An admin's own notification settings (issue 25) for /admin/settings. Part of the admin area of the
 * route manifest (see ./admin.ts and ../routes.ts); a group of its own so its handlers bundle only its schemas.
 */
import { type RouteDef, defineRoute as r } from '../route-def';
import * as notifications from '../schemas/admin-notifications';

export const adminNotificationRoutes = {
  getReviewAlerts: r({
    method: 'GET',
    path: '/api/admin/me/review-alerts',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/get-review-alerts',
    needs: ['table:read'],
    summary: 'How the calling admin hears of documents submitted for review: each at once, or a daily digest',
    spec: 'issue 25 decisions reach people',
    response: notifications.reviewAlertsResponse,
  }),
  updateReviewAlerts: r({
    method: 'PUT',
    path: '/api/admin/me/review-alerts',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/update-review-alerts',
    // Update: the choice on the admin's own profile.
    needs: ['table:read', 'table:update'],
    summary: 'Choose how the calling admin hears of documents submitted for review (immediate or daily)',
    spec: 'issue 25 decisions reach people',
    body: notifications.reviewAlertsBody,
    response: notifications.reviewAlertsResponse,
  }),
} satisfies Record<string, RouteDef>;
