import { inviteRoutes } from '@lunia/shared/api/routes/invites';
import { httpRoute } from '../../lib/http/http-route';
import { dismissInvitation } from '../../use-cases/invites/dismiss-invitation';

export const handler = httpRoute(inviteRoutes, 'dismissInvitation', ({ caller, params, body }) =>
  dismissInvitation({ caller, invitationId: params.invitationId, token: body.token }),
);
