import { useMutation } from '@tanstack/react-query';
import { adminUserChanged } from '../../../entities/admin-users/admin-user-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/**
 * POST /api/admin/users/{id}/approve-bookrx (spec §4; the user gets an e-mail). Settled either way,
 * the back office reads its users again: the awaiting list, the stats, the users table and an open
 * user panel all show the approval.
 */
export const approveUserForBookrx = (userId: string) =>
  authenticatedRequest('approveUserForBookrx', { params: { userId } });

export const useApproveUserForBookrx = () =>
  useMutation({
    mutationFn: approveUserForBookrx,
    onSettled: adminUserChanged,
  });
