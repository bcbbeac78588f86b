/** The organization badge of the admin approval screen and when Approve is offered (portal-and-admin §4). */
import type { DocumentType } from './constants';

export type OrganizationBadge = 'approved' | 'pending_review' | 'documents_missing';

export interface OrganizationForApproval {
  verified: boolean;
  documents: readonly { type: DocumentType; verified: boolean }[];
}

/**
 * "Approved (verified); Pending Review (not verified but pharmacy_license verified); Documents Missing
 * (otherwise)." The admin organization record's documents carry no upload date, so "pharmacy_license
 * verified" is read as: some pharmacy_license document of the organization is verified.
 */
export function organizationBadge(org: OrganizationForApproval): OrganizationBadge {
  if (org.verified) return 'approved';
  if (org.documents.some((document) => document.type === 'pharmacy_license' && document.verified)) {
    return 'pending_review';
  }
  return 'documents_missing';
}

/**
 * "Approve is allowed only in Pending Review" (§4), the same as "only if the organization is not yet
 * verified and its pharmacy licence document is verified" (§2, §5).
 */
export function canApproveOrganization(org: OrganizationForApproval): boolean {
  return organizationBadge(org) === 'pending_review';
}
