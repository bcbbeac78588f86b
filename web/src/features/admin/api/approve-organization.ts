import { useMutation } from '@tanstack/react-query';
import { adminOrganizationApproved } from '../../../entities/admin-organizations/admin-organization-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** POST /api/admin/organizations/{orgId}/approve: only in Pending Review (spec §4). */
export const approveOrganization = (orgId: string) =>
  authenticatedRequest('approveOrganization', { params: { orgId } });

/** Settled either way: after an approval (or a conflict) the list reloads (spec §4). */
export const useApproveOrganization = () =>
  useMutation({
    mutationFn: approveOrganization,
    onSettled: adminOrganizationApproved,
  });
