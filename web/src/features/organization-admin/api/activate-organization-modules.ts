import { useMutation } from '@tanstack/react-query';
import { organizationModulesChanged } from '../../../entities/organization/organization-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/**
 * POST /api/organizations/{orgId}/activate-modules: BookRx, free for a verified organization. The
 * body asks for BookRx only: paid modules and unlimited locations are not the organization's to grant.
 */
export const activateBookrx = (orgId: string) =>
  authenticatedRequest('activateOrganizationModules', { params: { orgId }, body: { modules: ['bookrx'] } });

/**
 * After activating, the organization is read again (this page) and so is the session's list of
 * organizations (the profile's `orgs`: switcher, dashboard and BookRx page read its active modules).
 */
export const useActivateBookrx = (orgId: string) =>
  useMutation({
    mutationFn: () => activateBookrx(orgId),
    onSettled: () => organizationModulesChanged(orgId),
  });
