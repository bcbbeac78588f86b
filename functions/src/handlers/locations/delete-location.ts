import { locationRoutes } from '@lunia/shared/api/routes/locations';
import { httpRoute } from '../../lib/http/http-route';
import { deleteLocation } from '../../use-cases/locations/delete-location';

export const handler = httpRoute(locationRoutes, 'deleteLocation', ({ caller, org, params }) =>
  deleteLocation({ caller, org, locationId: params.locationId }),
);
