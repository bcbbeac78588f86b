import { locationRoutes } from '@lunia/shared/api/routes/locations';
import { httpRoute } from '../../lib/http/http-route';
import { revokeLocationVerificationLinks } from '../../use-cases/locations/revoke-location-verification-links';

export const handler = httpRoute(locationRoutes, 'revokeLocationVerificationLinks', ({ caller, org, params }) =>
  revokeLocationVerificationLinks({ caller, org, locationId: params.locationId }),
);
