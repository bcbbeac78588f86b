import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { platformKeys } from '../platform-keys';

export type CounterRecount = ApiResponse<'getCounterRecount'>['job'];

/** How often a running recount is read. */
export const COUNTER_RECOUNT_POLL_MS = 1500;

/** GET /api/admin/maintenance/counter-recount/{jobId}: a recount's progress and what it corrected. */
export const getCounterRecount = (jobId: string) => authenticatedRequest('getCounterRecount', { params: { jobId } });

/** A refusal (unknown job, no permission) does not change by asking again. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** Read until the recount is completed (or refused), then left alone. */
export const counterRecountQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: platformKeys.counterRecount(jobId),
    queryFn: () => getCounterRecount(jobId),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.job.status === 'completed' || refused(query.state.error) ? false : COUNTER_RECOUNT_POLL_MS,
    refetchIntervalInBackground: true,
  });

export const useCounterRecount = (jobId: string | undefined) =>
  useQuery({ ...counterRecountQueryOptions(jobId ?? ''), enabled: jobId !== undefined });
