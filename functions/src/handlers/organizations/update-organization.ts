import { organizationRoutes } from '@lunia/shared/api/routes/organizations';
import { httpRoute } from '../../lib/http/http-route';
import { updateOrganization } from '../../use-cases/organizations/update-organization';

export const handler = httpRoute(organizationRoutes, 'updateOrganization', ({ caller, org, body }) =>
  updateOrganization({ caller, org, body }),
);
