import { useMutation } from '@tanstack/react-query';
import { memberRemoved } from '../../../entities/members/member-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** DELETE /api/orgs/{orgId}/members/{userId}: the member leaves the organization (access ends at once). */
export const removeMember = ({ orgId, userId }: { orgId: string; userId: string }) =>
  authenticatedRequest('removeMember', { params: { orgId, userId } });

/** Leaving oneself also reloads the profile: the organization drops out of the user's list. */
export const useRemoveMember = (orgId: string, selfId: string) =>
  useMutation({
    mutationFn: (userId: string) => removeMember({ orgId, userId }),
    onSettled: (_data, _error, userId) => memberRemoved(orgId, userId, selfId),
  });
