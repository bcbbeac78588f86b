/** A user as the admin's /admin/users table shows it (shared/src/api/schemas/admin.ts `adminUserRow`). Pure. */
import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { isEligibleForBookrxApproval } from '@lunia/shared/domain/final-approval';
import type { Organization } from '../data/organization-profiles';
import type { UserVerificationState } from '../data/user-verification';
import { nextExpiresOn, unexpiredApprovedTypes } from '../domain/documents/expiry-rules';
import { profileView } from './profile-view';

/** The row shows this many organizations, then "N more". */
export const ROW_ORGANIZATIONS = 2;

export const organizationSummary = (organization: Organization) => ({
  id: organization.id,
  name: organization.name,
  verified: organization.verified,
});

export function adminUserRow(
  state: UserVerificationState,
  related: { organizations: readonly Organization[]; orgCount: number; documentCount: number },
  today: string = puertoRicoToday(),
) {
  const { user } = state;
  return {
    ...profileView(user, { globalRole: user.globalRole, photoUrl: null }),
    orgs: related.organizations.slice(0, ROW_ORGANIZATIONS).map(organizationSummary),
    orgCount: Math.max(related.orgCount, related.organizations.length),
    documentCount: Math.max(0, related.documentCount),
    lastLogin: user.lastSeenAt ?? null,
    eligibleForFinalApproval: isEligibleForBookrxApproval({
      verified: user.verified,
      verificationStatus: user.verificationStatus,
      // An expired licence counts as missing (issue 14), even before the daily job removes it.
      approvedDocumentTypes: unexpiredApprovedTypes(state.approvedDocumentTypes, user.documentExpiry, today),
    }),
    disabled: user.accountDisabled === true,
    nextExpiresOn: nextExpiresOn(user.documentExpiry),
  };
}
