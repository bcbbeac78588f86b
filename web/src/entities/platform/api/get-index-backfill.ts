import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { jobProgressQueryOptions } from '../../job-progress';
import { platformKeys } from '../platform-keys';
import { COUNTER_RECOUNT_POLL_MS } from './get-counter-recount';

export type IndexBackfill = ApiResponse<'getIndexBackfill'>['job'];

/** GET /api/admin/maintenance/index-backfill/{jobId}: a backfill's progress, what it examined and moved. */
export const getIndexBackfill = (jobId: string) => authenticatedRequest('getIndexBackfill', { params: { jobId } });

/** Read while the backfill runs (as often as a recount), then left alone once it ended or was refused. */
export const indexBackfillQueryOptions = (jobId: string) =>
  jobProgressQueryOptions(
    platformKeys.indexBackfill(jobId),
    () => getIndexBackfill(jobId),
    (data) => data.job.status !== 'running',
    COUNTER_RECOUNT_POLL_MS,
  );

export const useIndexBackfill = (jobId: string | undefined) =>
  useQuery({ ...indexBackfillQueryOptions(jobId ?? ''), enabled: jobId !== undefined });
