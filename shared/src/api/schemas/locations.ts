/** Pharmacy locations of an organization (portal-and-admin §3 Location, §5 location form). */
import * as z from 'zod/mini';
import { stateCodeField } from './address';
import { emailField, optionalText, requiredText } from './common';

export const LOCATION_EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';

/** Portal §5 location form: name, address, city, state, ZIP code required; phone, e-mail, licence optional. */
export const locationBody = z.object({
  name: requiredText('Name'),
  address: requiredText('Address'),
  city: requiredText('City', 100),
  state: stateCodeField,
  zipCode: requiredText('ZIP code', 10),
  phone: optionalText('Phone', 40),
  email: z._default(z.union([z.literal(''), emailField], { error: LOCATION_EMAIL_INVALID_MESSAGE }), ''),
  pharmacyLicense: optionalText('Pharmacy license', 64),
  /** true makes this location the primary one (the previous primary stops being primary). */
  isPrimary: z._default(z.boolean({ error: 'isPrimary must be true or false' }), false),
});
/** The same fields to edit a location; `isPrimary` absent leaves the flag as it is. */
export const updateLocationBody = z.extend(locationBody, {
  isPrimary: z.optional(z.boolean({ error: 'isPrimary must be true or false' })),
});
export const locationRecord = z.extend(locationBody, { id: z.string() });
export const locationsResponse = z.object({ locations: z.array(locationRecord) });
export const locationResponse = z.object({ location: locationRecord });
