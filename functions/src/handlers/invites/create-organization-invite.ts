import { inviteRoutes } from '@lunia/shared/api/routes/invites';
import { httpRoute } from '../../lib/http/http-route';
import { createOrganizationInvite } from '../../use-cases/invites/create-organization-invite';

export const handler = httpRoute(inviteRoutes, 'createOrganizationInvite', ({ caller, org, body }) =>
  createOrganizationInvite({ caller, org, body }),
);
