import { adminOrganizationRoutes } from '@lunia/shared/api/routes/admin-organizations';
import { httpRoute } from '../../lib/http/http-route';
import { getAdminOrganization } from '../../use-cases/admin/get-admin-organization';

export const handler = httpRoute(adminOrganizationRoutes, 'getAdminOrganization', ({ params }) =>
  getAdminOrganization({ orgId: params.orgId }),
);
