/** /admin/settings system health: real signals from the queues, the table stream and the mail sent. */
import * as z from 'zod/mini';

export const queueHealth = z.object({
  /** mail: form and notification e-mail; auth-mail: reset and verification codes; reminders: the document-reminder fan-out. */
  name: z.enum(['mail', 'auth-mail', 'reminders']),
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

/**
 * A counter recount (maintenance, /admin/settings): a job that rebuilds every counter and each
 * user's stats from the table. Phases: stats (users' stats items), counters (counting every item),
 * finish (writing the counted values).
 */
export const counterRecountJob = z.object({
  id: z.string(),
  status: z.enum(['running', 'completed']),
  phase: z.enum(['stats', 'counters', 'finish']),
  usersChecked: z.number(),
  /** Users' stats items set to their counted values. */
  statsCorrected: z.number(),
  /** Users' stats items that changed while being counted (left as they are; run again to check them). */
  statsSkipped: z.number(),
  itemsCounted: z.number(),
  /** Counters set to their counted value: from what, to what. */
  corrections: z.array(z.object({ name: z.string(), from: z.number(), to: z.number() })),
  /** Counters that changed while being counted (not written; run again to check them). */
  skipped: z.array(z.string()),
  createdAt: z.string(),
  completedAt: z.nullable(z.string()),
  createdBy: z.object({ id: z.string(), name: z.string() }),
});
export const counterRecountResponse = z.object({ job: counterRecountJob });
export const startCounterRecountResponse = z.object({ jobId: z.string() });
