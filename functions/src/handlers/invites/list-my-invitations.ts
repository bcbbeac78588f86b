import { inviteRoutes } from '@lunia/shared/api/routes/invites';
import { httpRoute } from '../../lib/http/http-route';
import { listMyInvitations } from '../../use-cases/invites/list-my-invitations';

export const handler = httpRoute(inviteRoutes, 'listMyInvitations', ({ caller, query }) =>
  listMyInvitations({ caller, invitation: query.invitation, token: query.token }),
);
