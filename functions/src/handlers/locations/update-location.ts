import { locationRoutes } from '@lunia/shared/api/routes/locations';
import { httpRoute } from '../../lib/http/http-route';
import { updateLocation } from '../../use-cases/locations/update-location';

export const handler = httpRoute(locationRoutes, 'updateLocation', ({ caller, org, params, body }) =>
  updateLocation({ caller, org, locationId: params.locationId, body }),
);
