import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { isFinalFailure } from '../lib/query-client';

/**
 * The query options (the entities tier defines them: features/entities-tier.test.ts) of a back-office job's progress (a reminder job, a counter recount, an index
 * backfill): read every `pollMs`, in the background too, until the job has `ended` or the server
 * refused it (an unknown job, no permission: asking again would not change the answer), then left alone.
 */
export const jobProgressQueryOptions = <TData, TKey extends QueryKey>(
  queryKey: TKey,
  fetchJob: () => Promise<TData>,
  ended: (data: TData) => boolean,
  pollMs: number,
) =>
  queryOptions({
    queryKey,
    queryFn: fetchJob,
    staleTime: 0,
    refetchInterval: (query) =>
      (query.state.data !== undefined && ended(query.state.data)) || isFinalFailure(query.state.error) ? false : pollMs,
    refetchIntervalInBackground: true,
  });
