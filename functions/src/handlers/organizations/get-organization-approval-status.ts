import { organizationRoutes } from '@lunia/shared/api/routes/organizations';
import { httpRoute } from '../../lib/http/http-route';
import { getOrganizationApprovalStatus } from '../../use-cases/organizations/get-organization-approval-status';

export const handler = httpRoute(organizationRoutes, 'getOrganizationApprovalStatus', ({ org }) =>
  getOrganizationApprovalStatus({ org }),
);
