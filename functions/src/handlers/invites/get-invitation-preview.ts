import { inviteRoutes } from '@lunia/shared/api/routes/invites';
import { httpRoute } from '../../lib/http/http-route';
import { getInvitationPreview } from '../../use-cases/invites/get-invitation-preview';

/** Public: the link's token (in the body) is what lets its holder see the invitation. */
export const handler = httpRoute(inviteRoutes, 'getInvitationPreview', ({ params, body }) =>
  getInvitationPreview({ invitationId: params.invitationId, token: body.token }),
);
