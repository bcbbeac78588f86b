import { useMutation } from '@tanstack/react-query';
import { reviewAlertsChanged } from '../../../entities/admin-notifications/admin-notification-cache';
import type { ReviewAlertDelivery } from '../../../entities/admin-notifications/api/get-review-alerts';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** PUT /api/admin/me/review-alerts: how the signed-in admin hears of documents submitted for review. */
export const updateReviewAlerts = (delivery: ReviewAlertDelivery) =>
  authenticatedRequest('updateReviewAlerts', { body: { delivery } });

export const useUpdateReviewAlerts = () =>
  useMutation({
    mutationFn: updateReviewAlerts,
    onSuccess: reviewAlertsChanged,
  });
