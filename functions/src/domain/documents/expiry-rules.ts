/**
 * Licence expiry on the backend (issue 14), on top of the shared rules
 * (@lunia/shared/domain/document-expiry): which documents the expiry index and the owner's expiry map
 * follow, what an owner's expired required documents are, and how an expired required licence makes
 * verification fall back "as if it were missing" (§4). Pure.
 */
import {
  BOOKRX_APPROVAL_DOCUMENT_TYPES,
  DOCUMENT_TYPE_NAMES,
  type DocumentType,
  type Module,
  REQUIRED_DOCUMENT_TYPES,
} from '@lunia/shared/domain/constants';
import { isExpired } from '@lunia/shared/domain/document-expiry';
import type { DocumentStatus } from './review-rules';
import { ORGANIZATION_APPROVAL_DOCUMENT_TYPES } from './verification-fallback';

/**
 * A current document counts for expiry (the index, reminders, the owner's map) while it has a file
 * that is in review or approved. Uploading, rejected (no valid file) and denied (the owner must
 * resubmit anyway) are left out; a renewed file counts again once it passes the upload check.
 */
export const EXPIRY_TRACKED_STATUSES: readonly DocumentStatus[] = ['pending', 'approved'];

export const tracksExpiry = (doc: { status: string; expiresOn?: string | null | undefined }): boolean =>
  !!doc.expiresOn && (EXPIRY_TRACKED_STATUSES as readonly string[]).includes(doc.status);

/** The organization roles that receive the organization's expiry reminders. */
export const ORGANIZATION_EXPIRY_RECIPIENT_ROLES: readonly string[] = ['owner', 'admin'];

/** One entry of an owner's expiry map: the owner's current document of a type and its date. */
export interface ExpiryEntry {
  documentId: string;
  expiresOn: string;
}

/** Kept on the user or organization profile item by the table stream: type → its tracked document's date. */
export type ExpiryMap = Partial<Record<DocumentType, ExpiryEntry>>;

/** The map entry a document gives its owner (null: the document is not tracked). */
export function expiryEntryOf(doc: {
  id: string;
  status: string;
  expiresOn?: string | null | undefined;
}): ExpiryEntry | null {
  return tracksExpiry(doc) ? { documentId: doc.id, expiresOn: doc.expiresOn as string } : null;
}

/** The earliest expiry date in the map (null when none). */
export function nextExpiresOn(map: ExpiryMap | undefined): string | null {
  const dates = Object.values(map ?? {}).map((entry) => entry.expiresOn);
  return dates.length === 0 ? null : (dates.sort()[0] ?? null);
}

export interface ExpiredDocument {
  documentId: string;
  type: DocumentType;
  expiresOn: string;
}

const ACCESS_REQUIRED_TYPES = new Set<string>([
  ...REQUIRED_DOCUMENT_TYPES.individual,
  ...REQUIRED_DOCUMENT_TYPES.organization,
]);

/**
 * The owner's documents required for access (§4: REQUIRED_DOCUMENT_TYPES of its context) whose date
 * has passed (a document is valid through its date), soonest expired first.
 */
export function expiredRequiredDocuments(map: ExpiryMap | undefined, today: string): ExpiredDocument[] {
  return Object.entries(map ?? {})
    .filter(([type, entry]) => entry && ACCESS_REQUIRED_TYPES.has(type) && isExpired(entry.expiresOn, today))
    .map(([type, entry]) => ({ documentId: entry.documentId, type: type as DocumentType, expiresOn: entry.expiresOn }))
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
}

/** The approved types that still count: an expired document counts as missing (final approval, §4). */
export function unexpiredApprovedTypes(
  approvedTypes: readonly string[],
  map: ExpiryMap | undefined,
  today: string,
): string[] {
  const expired = new Set(expiredRequiredDocuments(map, today).map((doc) => doc.type as string));
  return approvedTypes.filter((type) => !expired.has(type));
}

/** "Pharmacist License expired on 2026-11-20": the reason recorded when verification falls back. */
export const expiredReason = (type: DocumentType, expiresOn: string) =>
  `${DOCUMENT_TYPE_NAMES[type]} expired on ${expiresOn}`;

/** The expired documents a user's verification rests on (final approval needs them approved). */
export const userVerificationExpired = (map: ExpiryMap | undefined, today: string) =>
  expiredRequiredDocuments(map, today).filter((doc) =>
    (BOOKRX_APPROVAL_DOCUMENT_TYPES as readonly string[]).includes(doc.type),
  );

/** The expired documents an organization's verification rests on (pharmacy_license). */
export const organizationVerificationExpired = (map: ExpiryMap | undefined, today: string) =>
  expiredRequiredDocuments(map, today).filter((doc) =>
    (ORGANIZATION_APPROVAL_DOCUMENT_TYPES as readonly string[]).includes(doc.type),
  );

/**
 * A user as reads show them (GET /api/profile, BookRx access): with an expired required licence the
 * verification has fallen back even if the daily job has not run yet — not verified, status
 * NOT_SUBMITTED (as if the licence were missing: the renewed licence is uploaded and submitted
 * again), BookRx off. Unchanged otherwise.
 */
export function userAsOf<U extends { verified: boolean; verificationStatus: string; activeModules: Module[] }>(
  user: U,
  map: ExpiryMap | undefined,
  today: string,
): U {
  if (!user.verified && user.verificationStatus !== 'VERIFIED') return user;
  if (userVerificationExpired(map, today).length === 0) return user;
  return {
    ...user,
    verified: false,
    verificationStatus: 'NOT_SUBMITTED',
    activeModules: user.activeModules.filter((module) => module !== 'bookrx'),
  };
}

/** The same for an organization: not verified, cannot subscribe, BookRx off. */
export function organizationAsOf<O extends { verified: boolean; canSubscribe: boolean; activeModules: Module[] }>(
  organization: O,
  map: ExpiryMap | undefined,
  today: string,
): O {
  if (!organization.verified || organizationVerificationExpired(map, today).length === 0) return organization;
  return {
    ...organization,
    verified: false,
    canSubscribe: false,
    activeModules: organization.activeModules.filter((module) => module !== 'bookrx'),
  };
}
