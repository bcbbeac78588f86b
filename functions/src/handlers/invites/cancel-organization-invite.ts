import { inviteRoutes } from '@lunia/shared/api/routes/invites';
import { httpRoute } from '../../lib/http/http-route';
import { cancelOrganizationInvite } from '../../use-cases/invites/cancel-organization-invite';

export const handler = httpRoute(inviteRoutes, 'cancelOrganizationInvite', ({ caller, org, params }) =>
  cancelOrganizationInvite({ caller, org, inviteId: params.inviteId }),
);
