import { inviteRoutes } from '@lunia/shared/api/routes/invites';
import { httpRoute } from '../../lib/http/http-route';
import { resendOrganizationInvite } from '../../use-cases/invites/resend-organization-invite';

export const handler = httpRoute(inviteRoutes, 'resendOrganizationInvite', ({ caller, org, params }) =>
  resendOrganizationInvite({ caller, org, inviteId: params.inviteId }),
);
