/** An admin's own notification settings (issue 25): how they hear of documents submitted for review. */
import * as z from 'zod/mini';

/** immediate: one e-mail per submission; daily: one digest a day of what waits for review. */
export const REVIEW_ALERT_DELIVERIES = ['immediate', 'daily'] as const;
export type ReviewAlertDelivery = (typeof REVIEW_ALERT_DELIVERIES)[number];
/** What an admin who never chose receives: the digest (one e-mail a day rather than one per submission). */
export const DEFAULT_REVIEW_ALERT_DELIVERY: ReviewAlertDelivery = 'daily';

export const reviewAlertsBody = z.object({ delivery: z.enum(REVIEW_ALERT_DELIVERIES) });
export type ReviewAlertsBody = z.output<typeof reviewAlertsBody>;

export const reviewAlertsResponse = z.object({ delivery: z.enum(REVIEW_ALERT_DELIVERIES) });
