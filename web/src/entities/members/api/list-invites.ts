import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { memberKeys } from '../member-keys';

export type TeamInvite = ApiResponse<'listOrganizationInvites'>['invites'][number];

/** GET /api/orgs/{orgId}/invites: every invite of the organization, newest first (the tab filters by status). */
export const listInvites = (orgId: string) => authenticatedRequest('listOrganizationInvites', { params: { orgId } });

export const invitesQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: memberKeys.invites(orgId),
    queryFn: () => listInvites(orgId),
    select: (response) => response.invites,
  });

export const useInvites = (orgId: string) => useQuery(invitesQueryOptions(orgId));
