/**
 * The organization's lifecycle (issue 24): the owner's transfer of ownership and deletion, and a
 * super admin's suspension and its lifting. The screens that call these update the cache through
 * ../organization-cache.ts (`organizationOwnershipChanged`, `organizationRemoved`).
 */
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** POST /api/organizations/{orgId}/transfer-ownership: another member becomes owner; the caller becomes admin. */
export const transferOrganizationOwnership = (orgId: string, userId: string) =>
  authenticatedRequest('transferOrganizationOwnership', { params: { orgId }, body: { userId } });

/** DELETE /api/organizations/{orgId}: the owner deletes it (409 while a plan is live). */
export const deleteOrganization = (orgId: string) => authenticatedRequest('deleteOrganization', { params: { orgId } });

/** POST /api/admin/organizations/{orgId}/suspend: a super admin suspends it, with a reason. */
export const suspendOrganization = (orgId: string, reason: string) =>
  authenticatedRequest('suspendOrganization', { params: { orgId }, body: { reason } });

/** POST /api/admin/organizations/{orgId}/unsuspend: a super admin lifts the suspension, with a reason. */
export const unsuspendOrganization = (orgId: string, reason: string) =>
  authenticatedRequest('unsuspendOrganization', { params: { orgId }, body: { reason } });
