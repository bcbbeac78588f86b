/** A pharmacy location as the API returns it (portal-and-admin §3 Location). Pure. */
import type { Location } from '../data/locations';

export const locationView = (location: Location) => ({
  id: location.id,
  name: location.name,
  address: location.address,
  city: location.city,
  state: location.state,
  zipCode: location.zipCode,
  phone: location.phone,
  email: location.email,
  pharmacyLicense: location.pharmacyLicense,
  isPrimary: location.isPrimary === true,
  pharmacistInCharge: location.pharmacistInCharge
    ? { memberId: location.pharmacistInCharge.userId, name: location.pharmacistInCharge.name }
    : null,
  // A location that never had a pharmacist in charge has no stored coverage: it is uncovered.
  coverage: location.coverage ?? 'uncovered',
});
