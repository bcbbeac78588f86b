import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { queryClient } from '../../../lib/query-client';

export type AwaitingUser = ApiResponse<'listAwaitingFinalApproval'>['users'][number];

/** GET /api/admin/users/awaiting-approval: users whose three licences are verified, not yet approved. */
export const listAwaitingFinalApproval = (cursor: string | undefined) =>
  authenticatedRequest('listAwaitingFinalApproval', { query: { cursor, limit: 25 } });

export const awaitingApprovalQueryKey = ['admin-awaiting-approval'] as const;
export const awaitingApprovalQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: awaitingApprovalQueryKey,
    queryFn: ({ pageParam }) => listAwaitingFinalApproval(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
export const useAwaitingFinalApproval = () => useInfiniteQuery(awaitingApprovalQueryOptions());

/**
 * POST /api/admin/users/{id}/approve-bookrx (spec §4; the user gets an e-mail). Settled either way,
 * every admin query reloads: the awaiting list, the stats, the users table and an open user panel
 * all show the approval (their keys all start with `admin-`).
 */
export const approveUserForBookrx = (userId: string) =>
  authenticatedRequest('approveUserForBookrx', { params: { userId } });

export const useApproveUserForBookrx = () =>
  useMutation({
    mutationFn: approveUserForBookrx,
    onSettled: () =>
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('admin-') }),
  });
