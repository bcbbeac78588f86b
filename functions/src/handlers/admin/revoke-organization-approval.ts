import { adminOrganizationRoutes } from '@lunia/shared/api/routes/admin-organizations';
import { httpRoute } from '../../lib/http/http-route';
import { revokeOrganizationApproval } from '../../use-cases/admin/revoke-organization-approval';

export const handler = httpRoute(adminOrganizationRoutes, 'revokeOrganizationApproval', ({ caller, params, body }) =>
  revokeOrganizationApproval({ caller, orgId: params.orgId, reason: body.reason }),
);
