import { useMutation } from '@tanstack/react-query';
import { adminUserChanged } from '../../../entities/admin-users/admin-user-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/**
 * POST /api/admin/users/{id}/disable and /enable (super_admin): a disabled account cannot sign in and
 * its sessions end at once. Settled either way, the back office reads its users again.
 */
export const setUserDisabled = ({ userId, disabled }: { userId: string; disabled: boolean }) =>
  authenticatedRequest(disabled ? 'disableUser' : 'enableUser', { params: { userId } });

export const useSetUserDisabled = () =>
  useMutation({
    mutationFn: setUserDisabled,
    onSettled: adminUserChanged,
  });
