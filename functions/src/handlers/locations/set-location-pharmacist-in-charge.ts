import { locationRoutes } from '@lunia/shared/api/routes/locations';
import { httpRoute } from '../../lib/http/http-route';
import { setLocationPharmacistInCharge } from '../../use-cases/locations/set-location-pharmacist-in-charge';

export const handler = httpRoute(locationRoutes, 'setLocationPharmacistInCharge', ({ caller, org, params, body }) =>
  setLocationPharmacistInCharge({ caller, org, locationId: params.locationId, memberId: body.memberId }),
);
