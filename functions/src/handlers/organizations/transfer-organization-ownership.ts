import { organizationRoutes } from '@lunia/shared/api/routes/organizations';
import { httpRoute } from '../../lib/http/http-route';
import { transferOrganizationOwnership } from '../../use-cases/organizations/transfer-organization-ownership';

export const handler = httpRoute(organizationRoutes, 'transferOrganizationOwnership', ({ caller, org, body }) =>
  transferOrganizationOwnership({ caller, org, userId: body.userId }),
);
