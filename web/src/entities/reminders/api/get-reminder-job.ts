import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { jobProgressQueryOptions } from '../../job-progress';
import { reminderKeys } from '../reminder-keys';

export type ReminderJobProgress = ApiResponse<'getReminderJob'>['job'];

/** How often a running job's progress is read. */
export const REMINDER_JOB_POLL_MS = 1000;

/** GET /api/admin/reminder-jobs/{jobId}: how many reminders of a job were sent, failed or are pending. */
export const getReminderJob = (jobId: string) => authenticatedRequest('getReminderJob', { params: { jobId } });

/** Read every second until the job is completed (or the job is refused), then left alone. */
export const reminderJobQueryOptions = (jobId: string) =>
  jobProgressQueryOptions(
    reminderKeys.job(jobId),
    () => getReminderJob(jobId),
    (data) => data.job.status === 'completed',
    REMINDER_JOB_POLL_MS,
  );

export const useReminderJob = (jobId: string) => useQuery(reminderJobQueryOptions(jobId));
