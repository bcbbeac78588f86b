import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import type { InvitationLink } from '../invitation-link';

export type MyInvitation = ApiResponse<'listMyInvitations'>['invitations'][number];

export const invitationsQueryKey = ['invitations'] as const;

/**
 * GET /api/invitations: invitations to my proven e-mail, plus the one whose link I opened (its id and
 * token are sent so the server can match them; the token proves the address).
 */
export const listMyInvitations = (link: InvitationLink | null) =>
  authenticatedRequest(
    'listMyInvitations',
    link ? { query: { invitation: link.invitationId, token: link.token } } : {},
  );

export const invitationsQueryOptions = (link: InvitationLink | null) =>
  queryOptions({
    queryKey: [...invitationsQueryKey, link?.invitationId ?? null],
    queryFn: () => listMyInvitations(link),
  });

export const useMyInvitations = (link: InvitationLink | null) => useQuery(invitationsQueryOptions(link));
