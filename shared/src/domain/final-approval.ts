/** Admin final approval of a user for BookRx (portal-and-admin §4). Pure. */
import { BOOKRX_APPROVAL_DOCUMENT_TYPES } from './constants';

type ApprovalDocumentType = (typeof BOOKRX_APPROVAL_DOCUMENT_TYPES)[number];

/** The BookRx licences not approved yet, in the spec's order. */
export function missingForBookrxApproval(
  approvedDocumentTypes: ReadonlySet<string> | readonly string[],
): ApprovalDocumentType[] {
  const approved = new Set(approvedDocumentTypes);
  return BOOKRX_APPROVAL_DOCUMENT_TYPES.filter((type) => !approved.has(type));
}

/**
 * "A user is listed/approvable only if not verified, verificationStatus is PENDING, and
 * pharmacist_license, college_license and pharmacy_certification are all verified."
 */
export function isEligibleForBookrxApproval(user: {
  verified: boolean;
  verificationStatus: string;
  approvedDocumentTypes: ReadonlySet<string> | readonly string[];
}): boolean {
  return (
    !user.verified &&
    user.verificationStatus === 'PENDING' &&
    missingForBookrxApproval(user.approvedDocumentTypes).length === 0
  );
}
