import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { jobProgressQueryOptions } from '../../job-progress';
import { platformKeys } from '../platform-keys';

export type CounterRecount = ApiResponse<'getCounterRecount'>['job'];

/** How often a running recount is read. */
export const COUNTER_RECOUNT_POLL_MS = 1500;

/** GET /api/admin/maintenance/counter-recount/{jobId}: a recount's progress and what it corrected. */
export const getCounterRecount = (jobId: string) => authenticatedRequest('getCounterRecount', { params: { jobId } });

/** Read until the recount is completed (or refused), then left alone. */
export const counterRecountQueryOptions = (jobId: string) =>
  jobProgressQueryOptions(
    platformKeys.counterRecount(jobId),
    () => getCounterRecount(jobId),
    (data) => data.job.status === 'completed',
    COUNTER_RECOUNT_POLL_MS,
  );

export const useCounterRecount = (jobId: string | undefined) =>
  useQuery({ ...counterRecountQueryOptions(jobId ?? ''), enabled: jobId !== undefined });
