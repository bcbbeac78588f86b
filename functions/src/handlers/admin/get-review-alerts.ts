import { adminNotificationRoutes } from '@lunia/shared/api/routes/admin-notifications';
import { httpRoute } from '../../lib/http/http-route';
import { getReviewAlerts } from '../../use-cases/admin/get-review-alerts';

export const handler = httpRoute(adminNotificationRoutes, 'getReviewAlerts', ({ caller }) =>
  getReviewAlerts({ caller }),
);
