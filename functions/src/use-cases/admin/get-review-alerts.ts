import { getReviewAlertDelivery } from '../../data/user-notification-preferences';
import type { Caller } from '../../domain/caller';

/** How the calling admin hears of documents submitted for review (issue 25): at once, or a daily digest. */
export async function getReviewAlerts(input: { caller: Caller }) {
  return { delivery: await getReviewAlertDelivery(input.caller.userId) };
}
