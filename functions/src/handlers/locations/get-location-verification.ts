import { locationRoutes } from '@lunia/shared/api/routes/locations';
import { httpRoute } from '../../lib/http/http-route';
import { getLocationVerification } from '../../use-cases/locations/get-location-verification';

export const handler = httpRoute(locationRoutes, 'getLocationVerification', ({ params, event }) =>
  getLocationVerification({ token: params.token, event }),
);
