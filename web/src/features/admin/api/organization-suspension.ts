import { useMutation } from '@tanstack/react-query';
import { adminOrganizationSuspensionChanged } from '../../../entities/admin-organizations/admin-organization-cache';
import { suspendOrganization, unsuspendOrganization } from '../../../entities/organization/api/organization-lifecycle';

export interface SuspensionChange {
  orgId: string;
  /** True to suspend, false to lift the suspension. */
  suspend: boolean;
  reason: string;
}

/**
 * POST /api/admin/organizations/{orgId}/suspend and /unsuspend (super admin, issue 24), with the
 * reason. Settled either way (a conflict means someone else changed it), the organization reloads.
 */
export const useChangeOrganizationSuspension = () =>
  useMutation({
    mutationFn: ({ orgId, suspend, reason }: SuspensionChange) =>
      suspend ? suspendOrganization(orgId, reason) : unsuspendOrganization(orgId, reason),
    onSettled: (_data, _error, { orgId }) => adminOrganizationSuspensionChanged(orgId),
  });
