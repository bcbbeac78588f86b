import { organizationRoutes } from '@lunia/shared/api/routes/organizations';
import { httpRoute } from '../../lib/http/http-route';
import { getOrganization } from '../../use-cases/organizations/get-organization';

export const handler = httpRoute(organizationRoutes, 'getOrganization', ({ org }) => getOrganization({ org }));
