import { inviteRoutes } from '@lunia/shared/api/routes/invites';
import { httpRoute } from '../../lib/http/http-route';
import { rejectInvitation } from '../../use-cases/invites/reject-invitation';

export const handler = httpRoute(inviteRoutes, 'rejectInvitation', ({ caller, params, body }) =>
  rejectInvitation({ caller, invitationId: params.invitationId, token: body.token }),
);
