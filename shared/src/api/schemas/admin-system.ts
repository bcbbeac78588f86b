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

/** What one phase of an index backfill did: entries or events looked at, and those rewritten. */
export const indexBackfillCounts = z.object({
  /** Items read that were still in the old form (or, for the trail, candidates for it). */
  examined: z.number(),
  /** Items rewritten into the new form by this job (a conditional write that took effect). */
  changed: z.number(),
});

/**
 * An index backfill (maintenance, /admin/settings): a job that moves the expiry entries still in the
 * unsharded partition to their shards (phase `expiry`), then gives the document decision and creation
 * events written before the owner's review trail their trail keys (phase `trail`). `failed`: a step
 * kept failing until its message was dead-lettered; start another job to continue.
 */
export const indexBackfillJob = z.object({
  id: z.string(),
  status: z.enum(['running', 'completed', 'failed']),
  phase: z.enum(['expiry', 'trail']),
  expiry: indexBackfillCounts,
  trail: z.object({
    ...indexBackfillCounts.shape,
    /** Table items read so far (the trail phase reads the whole table, a page at a time). */
    scanned: z.number(),
    /** Events whose document is gone, so their owner is unknown (left as they are: the trail never lists them). */
    ownerless: z.number(),
  }),
  createdAt: z.string(),
  completedAt: z.nullable(z.string()),
  createdBy: z.object({ id: z.string(), name: z.string() }),
});
export const indexBackfillResponse = z.object({ job: indexBackfillJob });
export const startIndexBackfillResponse = z.object({ jobId: z.string() });

/**
 * One run of the daily expiry job (EventBridge in AWS; a timer and the settings page locally): what it
 * looked at and what it did. Reminders are queued on the mail fan-out, each at most once per document
 * and threshold, so a second run on the same day queues nothing new.
 */
export const expiryRunResponse = z.object({
  run: z.object({
    /** The Puerto Rico calendar date the run evaluated. */
    today: z.string(),
    startedAt: z.string(),
    finishedAt: z.string(),
    /** Current documents with an expiry date within the reminder window or past, read from the index. */
    documentsChecked: z.number(),
    /** Reminder e-mails queued now (owner, or each organization owner/admin). */
    remindersQueued: z.number(),
    /** Reminders skipped because that document and threshold had one already. */
    remindersAlreadySent: z.number(),
    /** Accounts or organizations whose verified status fell back because a required document expired. */
    verificationFallbacks: z.number(),
  }),
});
