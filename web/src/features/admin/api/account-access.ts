import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { queryClient } from '../../../lib/query-client';

/**
 * POST /api/admin/users/{id}/disable and /enable (super_admin): a disabled account cannot sign in and
 * its sessions end at once. Settled either way, every admin query reloads (their keys start with `admin-`).
 */
export const setUserDisabled = ({ userId, disabled }: { userId: string; disabled: boolean }) =>
  authenticatedRequest(disabled ? 'disableUser' : 'enableUser', { params: { userId } });

export const useSetUserDisabled = () =>
  useMutation({
    mutationFn: setUserDisabled,
    onSettled: () =>
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('admin-') }),
  });
