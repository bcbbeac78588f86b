import { inviteRoutes } from '@lunia/shared/api/routes/invites';
import { httpRoute } from '../../lib/http/http-route';
import { acceptInvitation } from '../../use-cases/invites/accept-invitation';

export const handler = httpRoute(inviteRoutes, 'acceptInvitation', ({ caller, params, body }) =>
  acceptInvitation({ caller, invitationId: params.invitationId, token: body.token }),
);
