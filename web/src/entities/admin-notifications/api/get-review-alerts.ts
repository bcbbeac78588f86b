import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { adminNotificationKeys } from '../admin-notification-keys';

export type ReviewAlertDelivery = ApiResponse<'getReviewAlerts'>['delivery'];

/** GET /api/admin/me/review-alerts: at once, or a daily digest. */
export const getReviewAlerts = () => authenticatedRequest('getReviewAlerts');

export const reviewAlertsQueryOptions = () =>
  queryOptions({
    queryKey: adminNotificationKeys.reviewAlerts,
    queryFn: getReviewAlerts,
    select: (response) => response.delivery,
  });

export const useReviewAlerts = () => useQuery(reviewAlertsQueryOptions());
