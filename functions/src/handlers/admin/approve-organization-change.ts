import { adminOrganizationRoutes } from '@lunia/shared/api/routes/admin-organizations';
import { httpRoute } from '../../lib/http/http-route';
import { approveOrganizationChange } from '../../use-cases/admin/approve-organization-change';

export const handler = httpRoute(adminOrganizationRoutes, 'approveOrganizationChange', ({ caller, params }) =>
  approveOrganizationChange({ caller, orgId: params.orgId }),
);
