import { organizationRoutes } from '@lunia/shared/api/routes/organizations';
import { httpRoute } from '../../lib/http/http-route';
import { activateOrganizationModules } from '../../use-cases/organizations/activate-organization-modules';

export const handler = httpRoute(organizationRoutes, 'activateOrganizationModules', ({ caller, org, body }) =>
  activateOrganizationModules({ caller, org, body }),
);
