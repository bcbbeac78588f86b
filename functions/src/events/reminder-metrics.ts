/**
 * The reminder worker's business metrics (lib/metrics.ts): each counted outcome of a job's recipient
 * (sent, suppressed, unsubscribed, failed), and a job that finished with recipients and delivered to none of them
 * (the business alarm, infra/lib/operations.ts). A job is finished when its counted outcomes reach its
 * total; only an outcome that is not a delivery can finish a job without one, so only those read the
 * job's progress (one Query). Two last outcomes counted at the same moment may both see the end: the
 * alarm fires on any, so a double count changes nothing it decides.
 */
import { BUSINESS_METRICS } from '@lunia/shared/operations/metrics';
import { getReminderJobProgress, type RecipientOutcome } from '../data/reminder-jobs';
import { logger } from '../lib/logger';
import { countBusinessEvent } from '../lib/metrics';

const OUTCOME_METRIC = {
  sent: BUSINESS_METRICS.remindersSent,
  suppressed: BUSINESS_METRICS.remindersSuppressed,
  failed: BUSINESS_METRICS.remindersFailed,
  unsubscribed: BUSINESS_METRICS.remindersUnsubscribed,
} as const;

/** Counts one recipient's outcome, once (the caller counts only an outcome it recorded). */
export async function countReminderOutcome(jobId: string | undefined, status: RecipientOutcome['status']) {
  countBusinessEvent(OUTCOME_METRIC[status]);
  logger.info('Reminder outcome counted', { jobId, status });
  if (status === 'sent' || !jobId) return;
  const job = await getReminderJobProgress(jobId).catch((error: Error) => {
    logger.warn('Reminder job progress not read for its metrics', { jobId, error });
    return undefined;
  });
  if (!job || job.total === 0 || job.sent > 0) return;
  if (job.failed + job.suppressed + job.unsubscribed >= job.total) {
    logger.warn('Reminder job finished without delivering to anyone', { jobId, total: job.total });
    countBusinessEvent(BUSINESS_METRICS.reminderJobsWithoutDelivery);
  }
}
