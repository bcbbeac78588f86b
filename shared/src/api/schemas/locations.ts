/** Pharmacy locations of an organization (portal-and-admin §3 Location, §5 location form). */
import * as z from 'zod/mini';
import { LOCATION_COVERAGES } from '../../domain/location-coverage';
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
/** The location's pharmacist in charge (farmacéutico regente, issue 27): a member, by user id. */
export const pharmacistInChargeRecord = z.object({ memberId: z.string(), name: z.string() });
export const locationRecord = z.extend(locationBody, {
  id: z.string(),
  pharmacistInCharge: z.nullable(pharmacistInChargeRecord),
  coverage: z.enum(LOCATION_COVERAGES),
});
export const locationsResponse = z.object({ locations: z.array(locationRecord) });
export const locationResponse = z.object({ location: locationRecord });

export const PHARMACIST_IN_CHARGE_MEMBER_MESSAGE = 'Choose a member of the organization';
/** Names (a member's user id, as the members route lists them) or clears (null) the pharmacist in charge. */
export const pharmacistInChargeBody = z.object({
  memberId: z.nullable(
    z
      .string({ error: PHARMACIST_IN_CHARGE_MEMBER_MESSAGE })
      .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: PHARMACIST_IN_CHARGE_MEMBER_MESSAGE })),
  ),
});

/** The inspection binder's language. */
export const inspectionBinderQuery = z.object({
  lang: z._default(z.enum(['en', 'es'], { error: 'lang must be en or es' }), 'es'),
});
/**
 * The inspection binder: a PDF, base64-encoded inside the JSON answer (the API speaks JSON only; the
 * browser saves it as a file). Nothing is stored: each request generates it again.
 */
export const inspectionBinderResponse = z.object({
  binder: z.object({
    /** The location's name as written (ñ and accents kept). */
    fileName: z.string(),
    /** The same name as an RFC 6266 header value: an ASCII `filename` and the UTF-8 `filename*`. */
    contentDisposition: z.string(),
    contentType: z.literal('application/pdf'),
    generatedAt: z.string(),
    pdfBase64: z.string(),
  }),
});

/**
 * The public summary of a location that an inspection binder's QR code opens (issue 43): what the
 * binder's first page says, as Lunia records it now. Never a person's e-mail, document or file.
 */
export const locationVerificationResponse = z.object({
  verification: z.object({
    organization: z.string(),
    location: z.string(),
    city: z.string(),
    pharmacyLicense: z.string(),
    pharmacistInCharge: z.nullable(z.object({ name: z.string(), licenseNumber: z.string() })),
    coverage: z.enum(LOCATION_COVERAGES),
    staff: z.number(),
    credentials: z.object({ current: z.number(), expiring: z.number(), missing: z.number() }),
    /** The instant this answer was made. */
    checkedAt: z.string(),
    /** When the binder that carries the link was generated. */
    binderGeneratedAt: z.string(),
    linkExpiresAt: z.string(),
  }),
});
export type LocationVerification = z.output<typeof locationVerificationResponse>['verification'];
