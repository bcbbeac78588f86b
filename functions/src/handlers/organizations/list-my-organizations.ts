import { organizationRoutes } from '@lunia/shared/api/routes/organizations';
import { httpRoute } from '../../lib/http/http-route';
import { listMyOrganizations } from '../../use-cases/organizations/list-my-organizations';

export const handler = httpRoute(organizationRoutes, 'listMyOrganizations', ({ caller }) =>
  listMyOrganizations({ caller }),
);
