import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { profileQueryKey } from '../../../lib/auth/get-profile';
import { queryClient } from '../../../lib/query-client';
import { membersQueryKey } from './list-members';

/** DELETE /api/orgs/{orgId}/members/{userId}: the member leaves the organization (access ends at once). */
export const removeMember = ({ orgId, userId }: { orgId: string; userId: string }) =>
  authenticatedRequest('removeMember', { params: { orgId, userId } });

/** Leaving oneself also reloads the profile: the organization drops out of the user's list. */
export const useRemoveMember = (orgId: string, selfId: string) =>
  useMutation({
    mutationFn: (userId: string) => removeMember({ orgId, userId }),
    onSettled: async (_data, _error, userId) => {
      if (userId === selfId) {
        await queryClient.invalidateQueries({ queryKey: profileQueryKey });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: membersQueryKey(orgId) });
    },
  });
