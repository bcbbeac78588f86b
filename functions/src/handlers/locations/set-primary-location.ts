import { locationRoutes } from '@lunia/shared/api/routes/locations';
import { httpRoute } from '../../lib/http/http-route';
import { setPrimaryLocation } from '../../use-cases/locations/set-primary-location';

export const handler = httpRoute(locationRoutes, 'setPrimaryLocation', ({ caller, org, params }) =>
  setPrimaryLocation({ caller, org, locationId: params.locationId }),
);
