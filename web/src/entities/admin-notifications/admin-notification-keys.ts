/** The query keys of the signed-in admin's own notification settings (issue 25). */
export const adminNotificationKeys = {
  /** How this admin hears of documents submitted for review. */
  reviewAlerts: ['admin-notifications', 'review-alerts'] as const,
};
