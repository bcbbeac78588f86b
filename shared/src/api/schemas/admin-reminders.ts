/**
 * Document reminders (spec §2 Send Document Reminders, §5, §7, §8): the single and bulk calls, the
 * recipients the dialog offers, and the reminder jobs whose progress the admin watches.
 */
import * as z from 'zod/mini';
import { languageField, pageQuery } from './common';

/** The most recipients one bulk request may name (one job; the queue fans it out). */
export const MAX_BULK_REMINDER_RECIPIENTS = 10_000;

const userIdField = z
  .string({ error: 'userIds must be user ids' })
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, { error: 'userIds must be user ids' }));

/**
 * `language` (the spec's dialog field): the language of the reminder for recipients who never chose one;
 * everyone else reads it in their own (issue 39).
 */
export const reminderBody = z.object({ language: languageField });

export const bulkReminderBody = z.object({
  userIds: z.array(userIdField, { error: 'Please select at least one user' }).check(
    z.minLength(1, { error: 'Please select at least one user' }),
    z.maxLength(MAX_BULK_REMINDER_RECIPIENTS, {
      error: `At most ${MAX_BULK_REMINDER_RECIPIENTS} users per bulk reminder`,
    }),
  ),
  language: languageField,
});

export const REMINDER_JOB_STATUSES = ['running', 'completed'] as const;

/**
 * A reminder job's progress: each recipient is sent, failed (not found, verified, or undeliverable),
 * suppressed (their address is on the e-mail suppression list: not mailed), unsubscribed (they switched
 * document reminders off, issue 39: not mailed) or pending. `sentByLanguage` counts the recipients
 * mailed in each language: each person's own, the job's `language` only for those who never chose one.
 */
export const reminderJob = z.object({
  id: z.string(),
  kind: z.enum(['single', 'bulk']),
  status: z.enum(REMINDER_JOB_STATUSES),
  language: z.enum(['en', 'es']),
  total: z.number(),
  sent: z.number(),
  failed: z.number(),
  suppressed: z.number(),
  unsubscribed: z.number(),
  sentByLanguage: z.object({ en: z.number(), es: z.number() }),
  pending: z.number(),
  createdAt: z.string(),
  completedAt: z.nullable(z.string()),
  createdBy: z.object({ id: z.string(), name: z.string() }),
});
export const reminderJobResponse = z.object({ job: reminderJob });
export const reminderJobsResponse = z.object({ jobs: z.array(reminderJob), nextCursor: z.optional(z.string()) });

/** Single reminder: the recipient's address (for the spec's success message) and the job that sends it. */
export const singleReminderResponse = z.object({ success: z.literal(true), email: z.string(), jobId: z.string() });

/**
 * Bulk reminder: answered as soon as the job is recorded. `results` are the counts known so far
 * (spec §7: results.success / results.failed); the job's progress has the rest.
 */
export const bulkReminderResponse = z.object({
  jobId: z.string(),
  results: z.object({ success: z.number(), failed: z.number() }),
  total: z.number(),
  pending: z.number(),
});

/** Users a reminder can go to: not verified. By exact e-mail (Individual) or paged (Bulk). */
export const reminderRecipientsQuery = z.extend(pageQuery, {
  email: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254))),
});
export const reminderRecipient = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  luniaId: z.string(),
  verificationStatus: z.string(),
});
export const reminderRecipientsResponse = z.object({
  recipients: z.array(reminderRecipient),
  nextCursor: z.optional(z.string()),
});
