import { useMutation } from '@tanstack/react-query';
import {
  deleteOrganization,
  transferOrganizationOwnership,
} from '../../../entities/organization/api/organization-lifecycle';
import { organizationOwnershipChanged, organizationRemoved } from '../../../entities/organization/organization-cache';

/**
 * The owner hands the organization to another member (issue 24). Settled either way, the record, the
 * members and the session's roles are read again: the caller is an admin now, or someone else changed it.
 */
export const useTransferOwnership = (orgId: string) =>
  useMutation({
    mutationFn: (userId: string) => transferOrganizationOwnership(orgId, userId),
    onSettled: () => organizationOwnershipChanged(orgId),
  });

/** The owner deletes the organization (issue 24; refused with 409 PLAN_ALREADY_ACTIVE while a plan is live). */
export const useDeleteOrganization = (orgId: string) =>
  useMutation({
    mutationFn: () => deleteOrganization(orgId),
    onSuccess: () => organizationRemoved(orgId),
  });
