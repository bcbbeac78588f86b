import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { memberKeys } from '../member-keys';

export type MyInvitation = ApiResponse<'listMyInvitations'>['invitations'][number];

/** The invitation whose e-mail link was opened in this tab. */
export interface OpenedInvitationLink {
  invitationId: string;
  token: string;
}

/**
 * GET /api/invitations: invitations to my proven e-mail, plus the one whose link I opened (its id and
 * token are sent so the server can match them; the token proves the address).
 */
export const listMyInvitations = (link: OpenedInvitationLink | null) =>
  authenticatedRequest(
    'listMyInvitations',
    link ? { query: { invitation: link.invitationId, token: link.token } } : {},
  );

export const invitationsQueryOptions = (link: OpenedInvitationLink | null) =>
  queryOptions({
    queryKey: memberKeys.myInvitationsWith(link?.invitationId ?? null),
    queryFn: () => listMyInvitations(link),
  });

export const useMyInvitations = (link: OpenedInvitationLink | null) => useQuery(invitationsQueryOptions(link));
