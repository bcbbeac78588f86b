import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { queryClient } from '../../../lib/query-client';
import { adminStatsQueryKey } from './get-admin-stats';
import { adminOrganizationsQueryKey } from './list-admin-organizations';

/** POST /api/admin/organizations/{orgId}/approve: only in Pending Review (spec §4). */
export const approveOrganization = (orgId: string) =>
  authenticatedRequest('approveOrganization', { params: { orgId } });

/** Settled either way: after an approval (or a conflict) the list reloads (spec §4). */
export const useApproveOrganization = () =>
  useMutation({
    mutationFn: approveOrganization,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrganizationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
      ]),
  });
