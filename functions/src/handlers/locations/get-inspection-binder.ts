import { locationRoutes } from '@lunia/shared/api/routes/locations';
import { httpRoute } from '../../lib/http/http-route';
import { getInspectionBinder } from '../../use-cases/locations/get-inspection-binder';

export const handler = httpRoute(locationRoutes, 'getInspectionBinder', ({ caller, org, params, query }) =>
  getInspectionBinder({ caller, org, locationId: params.locationId, language: query.lang }),
);
