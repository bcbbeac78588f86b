import { locationRoutes } from '@lunia/shared/api/routes/locations';
import { httpRoute } from '../../lib/http/http-route';
import { createLocation } from '../../use-cases/locations/create-location';

export const handler = httpRoute(locationRoutes, 'createLocation', ({ caller, org, body }) =>
  createLocation({ caller, org, body }),
);
