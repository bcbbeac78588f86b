import { inviteRoutes } from '@lunia/shared/api/routes/invites';
import { httpRoute } from '../../lib/http/http-route';
import { listOrganizationInvites } from '../../use-cases/invites/list-organization-invites';

export const handler = httpRoute(inviteRoutes, 'listOrganizationInvites', ({ org, query }) =>
  listOrganizationInvites({ org, status: query.status }),
);
