import { organizationRoutes } from '@lunia/shared/api/routes/organizations';
import { httpRoute } from '../../lib/http/http-route';
import { withdrawOrganizationChange } from '../../use-cases/organizations/withdraw-organization-change';

export const handler = httpRoute(organizationRoutes, 'withdrawOrganizationChange', ({ caller, org }) =>
  withdrawOrganizationChange({ caller, org }),
);
