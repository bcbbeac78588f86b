import { adminOrganizationRoutes } from '@lunia/shared/api/routes/admin-organizations';
import { httpRoute } from '../../lib/http/http-route';
import { suspendOrganization } from '../../use-cases/admin/suspend-organization';

export const handler = httpRoute(adminOrganizationRoutes, 'suspendOrganization', ({ caller, params, body }) =>
  suspendOrganization({ caller, orgId: params.orgId, reason: body.reason }),
);
