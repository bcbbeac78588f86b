import type { OrgRole } from '@lunia/shared/domain/constants';
import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { profileQueryKey } from '../../../lib/auth/get-profile';
import { queryClient } from '../../../lib/query-client';
import { membersQueryKey } from './list-members';

/** PUT /api/orgs/{orgId}/members/{userId}: give a member another role. */
export const changeMemberRole = ({ orgId, userId, role }: { orgId: string; userId: string; role: OrgRole }) =>
  authenticatedRequest('changeMemberRole', { params: { orgId, userId }, body: { role } });

/** After a change of one's own role, the profile (the roles the portal decides on) is reloaded too. */
export const useChangeMemberRole = (orgId: string, selfId: string) =>
  useMutation({
    mutationFn: (input: { userId: string; role: OrgRole }) => changeMemberRole({ orgId, ...input }),
    onSettled: async (_data, _error, input) => {
      await queryClient.invalidateQueries({ queryKey: membersQueryKey(orgId) });
      if (input.userId === selfId) await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
