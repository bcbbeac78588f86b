import { locationRoutes } from '@lunia/shared/api/routes/locations';
import { httpRoute } from '../../lib/http/http-route';
import { listLocations } from '../../use-cases/locations/list-locations';

export const handler = httpRoute(locationRoutes, 'listLocations', ({ org }) => listLocations({ org }));
