import { adminOrganizationRoutes } from '@lunia/shared/api/routes/admin-organizations';
import { httpRoute } from '../../lib/http/http-route';
import { rejectOrganizationChange } from '../../use-cases/admin/reject-organization-change';

export const handler = httpRoute(adminOrganizationRoutes, 'rejectOrganizationChange', ({ caller, params, body }) =>
  rejectOrganizationChange({ caller, orgId: params.orgId, reason: body.reason }),
);
