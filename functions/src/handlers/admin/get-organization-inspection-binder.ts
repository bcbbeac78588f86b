import { adminOrganizationRoutes } from '@lunia/shared/api/routes/admin-organizations';
import { httpRoute } from '../../lib/http/http-route';
import { getOrganizationInspectionBinder } from '../../use-cases/admin/get-organization-inspection-binder';

export const handler = httpRoute(
  adminOrganizationRoutes,
  'getOrganizationInspectionBinder',
  ({ caller, params, query }) =>
    getOrganizationInspectionBinder({
      caller,
      orgId: params.orgId,
      locationId: params.locationId,
      language: query.lang,
    }),
);
