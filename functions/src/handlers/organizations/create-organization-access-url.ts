import { organizationRoutes } from '@lunia/shared/api/routes/organizations';
import { httpRoute } from '../../lib/http/http-route';
import { createOrganizationAccessUrl } from '../../use-cases/organizations/create-organization-access-url';

export const handler = httpRoute(organizationRoutes, 'createOrganizationAccessUrl', ({ caller, org, body }) =>
  createOrganizationAccessUrl({ caller, org, module: body.module }),
);
