import { organizationRoutes } from '@lunia/shared/api/routes/organizations';
import { httpRoute } from '../../lib/http/http-route';
import { createOrganization } from '../../use-cases/organizations/create-organization';

export const handler = httpRoute(organizationRoutes, 'createOrganization', ({ caller, body }) =>
  createOrganization({ caller, body }),
);
