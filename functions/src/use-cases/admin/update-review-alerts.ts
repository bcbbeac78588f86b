import type { ReviewAlertsBody } from '@lunia/shared/api/schemas/admin-notifications';
import { setReviewAlertDelivery } from '../../data/user-notification-preferences';
import type { Caller } from '../../domain/caller';

/**
 * The calling admin chooses how they hear of documents submitted for review (issue 25): one e-mail
 * per submission (the table stream's review-alert reaction), or the daily digest (events/review-digest.ts).
 */
export async function updateReviewAlerts(input: { caller: Caller; body: ReviewAlertsBody }) {
  await setReviewAlertDelivery(input.caller.userId, input.body.delivery);
  return { delivery: input.body.delivery };
}
