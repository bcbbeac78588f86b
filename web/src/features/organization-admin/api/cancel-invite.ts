import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { queryClient } from '../../../lib/query-client';
import { invitesQueryKey } from './list-invites';

/** DELETE /api/orgs/{orgId}/invites/{inviteId}: a pending invite; its link stops working. */
export const cancelInvite = (orgId: string, inviteId: string) =>
  authenticatedRequest('cancelOrganizationInvite', { params: { orgId, inviteId } });

export const useCancelInvite = (orgId: string) =>
  useMutation({
    mutationFn: (inviteId: string) => cancelInvite(orgId, inviteId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitesQueryKey(orgId) }),
  });
