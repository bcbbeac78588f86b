import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { cursorPagesQueryOptions } from '../../cursor-pages';
import { adminUserKeys } from '../admin-user-keys';

export type AwaitingUser = ApiResponse<'listAwaitingFinalApproval'>['users'][number];

/** GET /api/admin/users/awaiting-approval: users whose three licences are verified, not yet approved. */
export const listAwaitingFinalApproval = (cursor: string | undefined) =>
  authenticatedRequest('listAwaitingFinalApproval', { query: { cursor, limit: 25 } });

export const awaitingApprovalQueryOptions = () =>
  cursorPagesQueryOptions(adminUserKeys.awaitingApproval, listAwaitingFinalApproval);

export const useAwaitingFinalApproval = () => useInfiniteQuery(awaitingApprovalQueryOptions());
