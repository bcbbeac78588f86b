import { useMutation } from '@tanstack/react-query';
import { adminOrganizationDecided } from '../../../entities/admin-organizations/admin-organization-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** POST /api/admin/organizations/{orgId}/pending-change/approve: the held name or licence number applies. */
export const approveOrganizationChange = (orgId: string) =>
  authenticatedRequest('approveOrganizationChange', { params: { orgId } });

/** POST /api/admin/organizations/{orgId}/pending-change/reject: the verified values stay; the owner is told why. */
export const rejectOrganizationChange = (orgId: string, reason: string) =>
  authenticatedRequest('rejectOrganizationChange', { params: { orgId }, body: { reason } });

/** POST /api/admin/organizations/{orgId}/revoke-approval: unverified again, with a reason (super admin). */
export const revokeOrganizationApproval = (orgId: string, reason: string) =>
  authenticatedRequest('revokeOrganizationApproval', { params: { orgId }, body: { reason } });

export type OrganizationDecision =
  | { kind: 'approve'; orgId: string }
  | { kind: 'reject' | 'revoke'; orgId: string; reason: string };

/**
 * A super admin's decision on an organization (issue 24). Settled either way (a conflict means another
 * admin decided first), the back office's lists and details, and the organization's record, reload.
 */
export const useOrganizationDecision = () =>
  useMutation({
    mutationFn: (decision: OrganizationDecision) =>
      decision.kind === 'approve'
        ? approveOrganizationChange(decision.orgId)
        : decision.kind === 'reject'
          ? rejectOrganizationChange(decision.orgId, decision.reason)
          : revokeOrganizationApproval(decision.orgId, decision.reason),
    onSettled: (_data, _error, { orgId }) => adminOrganizationDecided(orgId),
  });
