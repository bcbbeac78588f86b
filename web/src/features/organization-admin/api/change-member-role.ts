import type { OrgRole } from '@lunia/shared/domain/constants';
import { useMutation } from '@tanstack/react-query';
import { memberRoleChanged } from '../../../entities/members/member-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** PUT /api/orgs/{orgId}/members/{userId}: give a member another role. */
export const changeMemberRole = ({ orgId, userId, role }: { orgId: string; userId: string; role: OrgRole }) =>
  authenticatedRequest('changeMemberRole', { params: { orgId, userId }, body: { role } });

/** After a change of one's own role, the profile (the roles the portal decides on) is reloaded too. */
export const useChangeMemberRole = (orgId: string, selfId: string) =>
  useMutation({
    mutationFn: (input: { userId: string; role: OrgRole }) => changeMemberRole({ orgId, ...input }),
    onSettled: (_data, _error, input) => memberRoleChanged(orgId, input.userId, selfId),
  });
