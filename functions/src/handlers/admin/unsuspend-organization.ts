import { adminOrganizationRoutes } from '@lunia/shared/api/routes/admin-organizations';
import { httpRoute } from '../../lib/http/http-route';
import { unsuspendOrganization } from '../../use-cases/admin/unsuspend-organization';

export const handler = httpRoute(adminOrganizationRoutes, 'unsuspendOrganization', ({ caller, params, body }) =>
  unsuspendOrganization({ caller, orgId: params.orgId, reason: body.reason }),
);
