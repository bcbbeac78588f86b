import { organizationRoutes } from '@lunia/shared/api/routes/organizations';
import { httpRoute } from '../../lib/http/http-route';
import { listOrganizationActivity } from '../../use-cases/organizations/list-organization-activity';

export const handler = httpRoute(organizationRoutes, 'listOrganizationActivity', ({ org, query }) =>
  listOrganizationActivity({ org, query }),
);
