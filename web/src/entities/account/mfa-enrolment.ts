import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from './account-keys';

/**
 * An administrator's authenticator-app setup: a new secret from Cognito, asked for once per page view
 * (never stale, never kept, never retried: a second secret would replace the first).
 */
export const mfaEnrolmentQueryOptions = <Setup>(userId: string, start: () => Promise<Setup>) =>
  queryOptions({
    queryKey: accountKeys.mfaEnrolment(userId),
    queryFn: start,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
