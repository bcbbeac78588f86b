import { AppError } from '@lunia/shared/errors';
import { organizationApprovalRevokedChange } from '../../data/organization-pending-changes';
import type { Caller } from '../../domain/caller';
import { organizationView } from '../../views/organization-view';
import { organizationToDecide, writeDecision } from '../steps/organization-change-decision';

/**
 * A super admin revokes the approval of a verified organization, with a reason (issue 24): it is
 * unverified again (back in Pending Review, its modules no longer open: shared/src/domain/
 * module-access.ts refuses an unverified organization), audited, and its owner is e-mailed.
 */
export async function revokeOrganizationApproval(input: { caller: Caller; orgId: string | undefined; reason: string }) {
  const organization = await organizationToDecide(input.caller, input.orgId);
  if (organization.verified !== true) throw new AppError('CONFLICT', 'This organization is not approved.');
  await writeDecision({
    caller: input.caller,
    organization,
    change: organizationApprovalRevokedChange(organization.id),
    action: 'organization_approval_revoked',
    at: new Date().toISOString(),
    reason: input.reason,
  });
  return { organization: organizationView({ ...organization, verified: false, canSubscribe: false }) };
}
