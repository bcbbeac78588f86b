import type { updateOrganizationBody } from '@lunia/shared/api/schemas/organizations';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { organizationDetailsChanged } from '../../../entities/organization/organization-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/**
 * PUT /api/organizations/{orgId}: the fields the owner or an admin changed. On a verified organization a
 * new legal name or licence number comes back as the record's `pendingChange` (held for Lunia's review).
 */
export const updateOrganization = (orgId: string, body: z.input<typeof updateOrganizationBody>) =>
  authenticatedRequest('updateOrganization', { params: { orgId }, body });

/** DELETE /api/organizations/{orgId}/pending-change: the change held for review is withdrawn. */
export const withdrawOrganizationChange = (orgId: string) =>
  authenticatedRequest('withdrawOrganizationChange', { params: { orgId } });

/** Settled either way (a conflict means the record moved), the record and the session's organizations reload. */
export const useUpdateOrganization = (orgId: string) =>
  useMutation({
    mutationFn: (body: z.input<typeof updateOrganizationBody>) => updateOrganization(orgId, body),
    onSettled: () => organizationDetailsChanged(orgId),
  });

export const useWithdrawOrganizationChange = (orgId: string) =>
  useMutation({
    mutationFn: () => withdrawOrganizationChange(orgId),
    onSettled: () => organizationDetailsChanged(orgId),
  });
