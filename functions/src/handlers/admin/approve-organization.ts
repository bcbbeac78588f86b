import { adminOrganizationRoutes } from '@lunia/shared/api/routes/admin-organizations';
import { httpRoute } from '../../lib/http/http-route';
import { approveOrganization } from '../../use-cases/admin/approve-organization';

export const handler = httpRoute(adminOrganizationRoutes, 'approveOrganization', ({ caller, params }) =>
  approveOrganization({ caller, orgId: params.orgId }),
);
