import { useMutation } from '@tanstack/react-query';
import { invitesChanged } from '../../../entities/members/member-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** DELETE /api/orgs/{orgId}/invites/{inviteId}: a pending invite; its link stops working. */
export const cancelInvite = (orgId: string, inviteId: string) =>
  authenticatedRequest('cancelOrganizationInvite', { params: { orgId, inviteId } });

export const useCancelInvite = (orgId: string) =>
  useMutation({
    mutationFn: (inviteId: string) => cancelInvite(orgId, inviteId),
    onSettled: () => invitesChanged(orgId),
  });
