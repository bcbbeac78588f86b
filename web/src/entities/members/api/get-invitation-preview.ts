import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '../../../lib/api-client';
import type { InvitationLink } from '../../../lib/invitation-link';
import { memberKeys } from '../member-keys';

export type InvitationPreview = ApiResponse<'getInvitationPreview'>['invitation'];

/**
 * POST /api/public/invitations/{invitationId}/preview (public): who invites the holder of an
 * invitation link, to which address and as what. The token goes in the body, never in the URL.
 */
export const getInvitationPreview = (link: InvitationLink) =>
  apiRequest('getInvitationPreview', { params: { invitationId: link.invitationId }, body: { token: link.token } });

export const invitationPreviewQueryOptions = (link: InvitationLink) =>
  queryOptions({
    queryKey: memberKeys.invitationPreview(link.invitationId),
    queryFn: () => getInvitationPreview(link),
    select: (response) => response.invitation,
    // A 404 is the answer (a stale link): the pages then show nothing extra.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The preview of the invitation link a signed-out visitor holds, if any (nothing while there is none). */
export const useInvitationPreview = (link: InvitationLink | null) =>
  useQuery({
    ...invitationPreviewQueryOptions(link ?? { invitationId: '', token: '' }),
    enabled: link !== null,
  });
