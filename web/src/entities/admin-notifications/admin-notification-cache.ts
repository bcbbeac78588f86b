import type { ApiResponse } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { adminNotificationKeys } from './admin-notification-keys';

/** The admin's choice as PUT /api/admin/me/review-alerts answered it. */
export const reviewAlertsChanged = (answer: ApiResponse<'updateReviewAlerts'>) =>
  queryClient.setQueryData(adminNotificationKeys.reviewAlerts, answer);
