import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { cursorPagesQueryOptions } from '../../cursor-pages';
import { reminderKeys } from '../reminder-keys';

export type ReminderJob = ApiResponse<'listReminderJobs'>['jobs'][number];

export const REMINDER_JOBS_PAGE_SIZE = 20;

/** GET /api/admin/reminder-jobs: document-reminder jobs, newest first, with their progress. */
export const listReminderJobs = (cursor: string | undefined) =>
  authenticatedRequest('listReminderJobs', { query: { limit: REMINDER_JOBS_PAGE_SIZE, cursor } });

export const reminderJobsQueryOptions = () => cursorPagesQueryOptions(reminderKeys.jobs, listReminderJobs);
export const useReminderJobs = () => useInfiniteQuery(reminderJobsQueryOptions());
