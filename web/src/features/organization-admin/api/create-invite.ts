import type { createInviteBody } from '@lunia/shared/api/schemas/invites';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { invitesChanged } from '../../../entities/members/member-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

export type InviteInput = z.output<typeof createInviteBody>;

/** POST /api/orgs/{orgId}/invites: invites an e-mail; the server sends the invitation e-mail. */
export const createInvite = (orgId: string, body: InviteInput) =>
  authenticatedRequest('createOrganizationInvite', { params: { orgId }, body });

export const useCreateInvite = (orgId: string) =>
  useMutation({
    mutationFn: (body: InviteInput) => createInvite(orgId, body),
    onSettled: () => invitesChanged(orgId),
  });
