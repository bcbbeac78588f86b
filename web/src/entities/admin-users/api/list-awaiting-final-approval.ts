import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { adminUserKeys } from '../admin-user-keys';

export type AwaitingUser = ApiResponse<'listAwaitingFinalApproval'>['users'][number];

/** GET /api/admin/users/awaiting-approval: users whose three licences are verified, not yet approved. */
export const listAwaitingFinalApproval = (cursor: string | undefined) =>
  authenticatedRequest('listAwaitingFinalApproval', { query: { cursor, limit: 25 } });

export const awaitingApprovalQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminUserKeys.awaitingApproval,
    queryFn: ({ pageParam }) => listAwaitingFinalApproval(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

export const useAwaitingFinalApproval = () => useInfiniteQuery(awaitingApprovalQueryOptions());
