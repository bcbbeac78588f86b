import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { reminderKeys } from '../reminder-keys';

export type ReminderJobProgress = ApiResponse<'getReminderJob'>['job'];

/** How often a running job's progress is read. */
export const REMINDER_JOB_POLL_MS = 1000;

/** GET /api/admin/reminder-jobs/{jobId}: how many reminders of a job were sent, failed or are pending. */
export const getReminderJob = (jobId: string) => authenticatedRequest('getReminderJob', { params: { jobId } });

/** A refusal (unknown job, no permission) does not change by asking again. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** Read every second until the job is completed (or the job is refused), then left alone. */
export const reminderJobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: reminderKeys.job(jobId),
    queryFn: () => getReminderJob(jobId),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.job.status === 'completed' || refused(query.state.error) ? false : REMINDER_JOB_POLL_MS,
    refetchIntervalInBackground: true,
  });

export const useReminderJob = (jobId: string) => useQuery(reminderJobQueryOptions(jobId));
