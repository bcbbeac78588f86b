/** What the reminder routes share: starting a job (single or bulk) and the job's progress view. */
import { randomUUID } from 'node:crypto';
import type { Language } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { createReminderJob, type ReminderJob, type ReminderJobProgress } from '../../data/reminder-jobs';
import type { Caller } from '../../domain/caller';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { actorNameOf } from './actor';

/** Records a reminder job for these recipients (distinct, in the order given) with its audit event. */
export async function startReminderJob(input: {
  caller: Caller;
  kind: ReminderJob['kind'];
  userIds: readonly string[];
  language: Language;
}): Promise<ReminderJob> {
  if (!env.siteUrl) {
    // The reminder links to the upload page: refuse before recording a job that cannot be sent.
    logger.error('SITE_URL is not set (CDK context siteOrigin): reminder e-mails cannot be sent');
    throw new AppError('INTERNAL', 'Reminders are not available yet: the site address is not configured.');
  }
  const userIds = [...new Set(input.userIds)];
  const createdAt = new Date().toISOString();
  const name = (await actorNameOf(input.caller)) ?? input.caller.userId;
  const job: ReminderJob = {
    id: randomUUID(),
    kind: input.kind,
    language: input.language,
    total: userIds.length,
    createdAt,
    createdBy: { id: input.caller.userId, name },
  };
  await createReminderJob(
    job,
    userIds,
    putAuditEvent(
      newAuditEvent({
        targetType: 'REMINDER_JOB',
        targetId: job.id,
        at: createdAt,
        action: 'reminder_job_created',
        actorId: input.caller.userId,
        actorRole: 'admin',
        actorName: name,
        jobId: job.id,
        language: job.language,
        recipients: job.total,
        // A single reminder names its recipient; a bulk job's recipients are in its outcomes.
        ...(job.kind === 'single' && userIds[0] ? { memberId: userIds[0] } : {}),
      }),
    ),
  );
  return job;
}

/** The API shape of a job's progress (status completed once nothing is pending). */
export function reminderJobView(job: ReminderJobProgress) {
  const pending = Math.max(0, job.total - job.sent - job.failed - job.suppressed - job.unsubscribed);
  return {
    id: job.id,
    kind: job.kind,
    status: pending === 0 ? ('completed' as const) : ('running' as const),
    language: job.language,
    total: job.total,
    sent: job.sent,
    failed: job.failed,
    suppressed: job.suppressed,
    unsubscribed: job.unsubscribed,
    sentByLanguage: job.sentByLanguage,
    pending,
    createdAt: job.createdAt,
    completedAt: pending === 0 ? (job.lastOutcomeAt ?? job.createdAt) : null,
    createdBy: job.createdBy,
  };
}
