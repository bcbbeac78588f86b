/** BookRx access status (portal-and-admin §4), for an individual and for an organization. Pure rules. */
import type { Module } from './constants';

export type IndividualAccessStatus = 'active' | 'pending_verification' | 'not_submitted';
export type OrganizationAccessStatus =
  | 'active'
  | 'verified_pending_activation'
  | 'pending_verification'
  | 'not_submitted'
  | 'unknown';
export type AccessStatus = IndividualAccessStatus | OrganizationAccessStatus;

/** active: verified and VERIFIED; pending_verification: PENDING; not_submitted otherwise. */
export function individualAccessStatus(user: {
  verified: boolean;
  verificationStatus: string;
}): IndividualAccessStatus {
  if (user.verified && user.verificationStatus === 'VERIFIED') return 'active';
  if (user.verificationStatus === 'PENDING') return 'pending_verification';
  return 'not_submitted';
}

/**
 * In the spec's order: active (verified, bookrx active); verified_pending_activation (verified);
 * pending_verification (some document neither verified nor denied); not_submitted (a document was
 * denied, or none); unknown otherwise (every document verified but the organization not yet).
 */
export function organizationAccessStatus(org: {
  verified: boolean;
  activeModules: readonly Module[];
  documents: readonly { verified: boolean; denied: boolean }[];
}): OrganizationAccessStatus {
  if (org.verified && org.activeModules.includes('bookrx')) return 'active';
  if (org.verified) return 'verified_pending_activation';
  if (org.documents.some((d) => !d.verified && !d.denied)) return 'pending_verification';
  if (org.documents.length === 0 || org.documents.some((d) => d.denied)) return 'not_submitted';
  return 'unknown';
}

/**
 * The documents an organization's access status counts, as the spec's flags: those with a file that
 * was or is to be reviewed (pending, approved, denied). A file still uploading or refused by the
 * upload check (rejected) is not a submitted document.
 */
export function documentsForAccessStatus(
  documents: readonly { status: string }[],
): { verified: boolean; denied: boolean }[] {
  return documents
    .filter((doc) => doc.status === 'pending' || doc.status === 'approved' || doc.status === 'denied')
    .map((doc) => ({ verified: doc.status === 'approved', denied: doc.status === 'denied' }));
}
