/**
 * The business metrics the functions publish (Powertools Metrics, CloudWatch embedded metric format)
 * and the alarms and dashboard read (infra/lib/operations.ts). One place for the names so the two
 * sides cannot drift. Namespace `Lunia/<stage>`; one dimension, `service`, the functions' service name.
 */
export const METRICS_SERVICE = 'lunia';

export const metricsNamespace = (stage: string) => `Lunia/${stage}`;

export const BUSINESS_METRICS = {
  signUps: 'SignUps',
  documentsSubmitted: 'DocumentsSubmitted',
  documentsDecided: 'DocumentsDecided',
  remindersSent: 'RemindersSent',
  remindersSuppressed: 'RemindersSuppressed',
  remindersFailed: 'RemindersFailed',
  /** A reminder not sent because its recipient unsubscribed (issue 39). */
  remindersUnsubscribed: 'RemindersUnsubscribed',
  paymentsSucceeded: 'PaymentsSucceeded',
  paymentsFailed: 'PaymentsFailed',
  /** A payment-provider webhook that could not be applied (the provider retries it). */
  webhookFailures: 'WebhookFailures',
  /** A bulk reminder job that finished with recipients and delivered to none of them. */
  reminderJobsWithoutDelivery: 'ReminderJobsWithoutDelivery',
} as const;
export type BusinessMetric = (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS];
