import { adminNotificationRoutes } from '@lunia/shared/api/routes/admin-notifications';
import { httpRoute } from '../../lib/http/http-route';
import { updateReviewAlerts } from '../../use-cases/admin/update-review-alerts';

export const handler = httpRoute(adminNotificationRoutes, 'updateReviewAlerts', ({ caller, body }) =>
  updateReviewAlerts({ caller, body }),
);
