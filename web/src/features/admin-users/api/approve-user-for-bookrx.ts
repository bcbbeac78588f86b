import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { queryClient } from '../../../lib/query-client';
import { adminStatsQueryKey } from './get-admin-stats';
import { adminUserQueryKey } from './get-admin-user';
import { adminUsersQueryKey } from './list-admin-users';

/** POST /api/admin/users/{userId}/approve-bookrx: final approval (spec §4); the user gets an e-mail. */
export const approveUserForBookrx = (userId: string) =>
  authenticatedRequest('approveUserForBookrx', { params: { userId } });

/** Settled either way: the list, the user's panel and the stats reload (spec §4). */
export const useApproveUserForBookrx = () =>
  useMutation({
    mutationFn: approveUserForBookrx,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
      ]),
  });
