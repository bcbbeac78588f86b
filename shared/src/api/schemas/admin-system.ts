/** /admin/settings system health: real signals from the queues, the table stream and the mail sent. */
import * as z from 'zod/mini';

export const queueHealth = z.object({
  /** mail: every e-mail; reminders: the document-reminder fan-out. */
  name: z.enum(['mail', 'reminders']),
  /** Messages waiting (ApproximateNumberOfMessages). */
  waiting: z.number(),
  /** Messages being processed (ApproximateNumberOfMessagesNotVisible). */
  inFlight: z.number(),
  /** Messages in the queue's dead-letter queue. */
  deadLetters: z.number(),
});

export const systemHealthResponse = z.object({
  queues: z.array(queueHealth),
  /** When the table-stream consumer last processed a change (null: never since the counters began). */
  lastStreamEventAt: z.nullable(z.string()),
  /** E-mails sent today (UTC), all kinds. */
  mailSentToday: z.number(),
  checkedAt: z.string(),
});
