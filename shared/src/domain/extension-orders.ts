/**
 * Extension orders (issue 27 E): an administrative order (orden administrativa) of the Puerto Rico
 * Health Department that extends, in bulk, the licences expiring in a window to a new date. The
 * rules both the admin form and the API apply: the order number's charset, the types an order may
 * name, and how far an extension may reach. Dates are Puerto Rico calendar dates (document-expiry.ts).
 */
import type { DocumentType } from './constants';
import { addDays, EXPIRY_OPTIONAL_DOCUMENT_TYPES, EXPIRY_REQUIRED_DOCUMENT_TYPES } from './document-expiry';

/** Document types that carry an expiry date: the only ones an order can extend. */
export const EXTENDABLE_DOCUMENT_TYPES: readonly DocumentType[] = [
  ...EXPIRY_REQUIRED_DOCUMENT_TYPES,
  ...EXPIRY_OPTIONAL_DOCUMENT_TYPES,
];

/** "OA-2026-014", "2026/03": letters, digits, hyphens, slashes and dots, 1 to 50, starting with a letter or digit. */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9./-]{0,49}$/;

/**
 * The furthest an order may push a date: two years after the window's end. The Department's orders
 * extend by months (emergencies, system outages); a longer reach is almost certainly a typo.
 */
export const MAX_EXTENSION_DAYS = 730;

/** The most documents one order may change (one order item, its chunks in one transaction). */
export const MAX_EXTENSION_ORDER_DOCUMENTS = 10_000;

/** How many matching documents a preview lists (its `count` is always the full number). */
export const EXTENSION_PREVIEW_LIMIT = 100;

export const EXTENSION_ORDER_MESSAGES = {
  orderNumber: 'The order number must be 1 to 50 letters, digits, hyphens, slashes or dots',
  issuedOn: 'The issue date must be a calendar date that is not in the future',
  documentTypes: 'Choose at least one credential type that has an expiry date',
  expiringFrom: 'The window must start with a calendar date',
  expiringTo: 'The window must end with a calendar date on or after its start',
  newExpiresOn: `The new expiry date must be after the window and at most ${MAX_EXTENSION_DAYS} days after its end`,
} as const;

/** Whether `newExpiresOn` extends a window ending `expiringTo` within the allowed reach. */
export function isAllowedExtension(expiringTo: string, newExpiresOn: string): boolean {
  return newExpiresOn > expiringTo && newExpiresOn <= addDays(expiringTo, MAX_EXTENSION_DAYS);
}
