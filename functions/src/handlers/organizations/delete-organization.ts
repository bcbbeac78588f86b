import { organizationRoutes } from '@lunia/shared/api/routes/organizations';
import { httpRoute } from '../../lib/http/http-route';
import { deleteOrganization } from '../../use-cases/organizations/delete-organization';

export const handler = httpRoute(organizationRoutes, 'deleteOrganization', ({ caller, org }) =>
  deleteOrganization({ caller, org }),
);
