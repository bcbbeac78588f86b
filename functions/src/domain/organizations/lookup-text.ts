/**
 * The text form the admin's organization search compares (spec §2 /admin/organizations: search by
 * name, licence number or e-mail): lower case, accents removed (NFD without combining marks, so
 * "Farmacía" and "FARMACIA" are the same), whitespace collapsed to single spaces and trimmed. Both
 * the stored values and the typed prefix go through it. Pure.
 */
const COMBINING_MARKS = /\p{M}/gu;
const WHITESPACE = /\s+/gu;

/** Stored values are cut to this many characters (searches are at most 100). */
export const MAX_LOOKUP_TEXT_LENGTH = 200;

export function normalizeLookupText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(WHITESPACE, ' ')
    .trim()
    .slice(0, MAX_LOOKUP_TEXT_LENGTH);
}

/** The fields an organization is found by, in the order a search lists its matches. */
export const LOOKUP_KINDS = ['name', 'license', 'email'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/** The normalized searchable values of an organization (empty ones are not searchable). */
export function lookupValuesOf(org: {
  name?: unknown;
  pharmacyLicenseNumber?: unknown;
  contactEmail?: unknown;
}): Record<LookupKind, string> {
  const text = (value: unknown) => (typeof value === 'string' ? normalizeLookupText(value) : '');
  return { name: text(org.name), license: text(org.pharmacyLicenseNumber), email: text(org.contactEmail) };
}
