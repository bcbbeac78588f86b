import { useMutation } from '@tanstack/react-query';
import { invitesChanged } from '../../../entities/members/member-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** POST /api/orgs/{orgId}/invites/{inviteId}/resend: a new link and a new 7-day expiry, e-mailed again. */
export const resendInvite = (orgId: string, inviteId: string) =>
  authenticatedRequest('resendOrganizationInvite', { params: { orgId, inviteId } });

export const useResendInvite = (orgId: string) =>
  useMutation({
    mutationFn: (inviteId: string) => resendInvite(orgId, inviteId),
    onSettled: () => invitesChanged(orgId),
  });
