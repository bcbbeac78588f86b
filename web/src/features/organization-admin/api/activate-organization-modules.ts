import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { profileQueryKey } from '../../../lib/auth/get-profile';
import { queryClient } from '../../../lib/query-client';
import { organizationQueryKey } from './get-organization';

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
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationQueryKey(orgId) }),
        queryClient.refetchQueries({ queryKey: profileQueryKey }),
      ]),
  });
