import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { platformKeys } from '../platform-keys';
import { COUNTER_RECOUNT_POLL_MS } from './get-counter-recount';

export type IndexBackfill = ApiResponse<'getIndexBackfill'>['job'];

/** GET /api/admin/maintenance/index-backfill/{jobId}: a backfill's progress, what it examined and moved. */
export const getIndexBackfill = (jobId: string) => authenticatedRequest('getIndexBackfill', { params: { jobId } });

/** A refusal (unknown job, no permission) does not change by asking again. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** Read while the backfill runs (as often as a recount), then left alone once it ended or was refused. */
export const indexBackfillQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: platformKeys.indexBackfill(jobId),
    queryFn: () => getIndexBackfill(jobId),
    staleTime: 0,
    refetchInterval: (query) =>
      (query.state.data && query.state.data.job.status !== 'running') || refused(query.state.error)
        ? false
        : COUNTER_RECOUNT_POLL_MS,
    refetchIntervalInBackground: true,
  });

export const useIndexBackfill = (jobId: string | undefined) =>
  useQuery({ ...indexBackfillQueryOptions(jobId ?? ''), enabled: jobId !== undefined });
