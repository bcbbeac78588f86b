import { adminOrganizationRoutes } from '@lunia/shared/api/routes/admin-organizations';
import { httpRoute } from '../../lib/http/http-route';
import { listAdminOrganizations } from '../../use-cases/admin/list-admin-organizations';

export const handler = httpRoute(adminOrganizationRoutes, 'listAdminOrganizations', ({ query }) =>
  listAdminOrganizations({ query }),
);
