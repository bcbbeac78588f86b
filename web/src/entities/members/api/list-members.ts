import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { memberKeys } from '../member-keys';

export type TeamMember = ApiResponse<'listOrganizationMembers'>['members'][number];

/** GET /api/orgs/{orgId}/members: the organization's members with names, e-mails and roles, owners first. */
export const listMembers = (orgId: string) => authenticatedRequest('listOrganizationMembers', { params: { orgId } });

export const membersQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: memberKeys.members(orgId),
    queryFn: () => listMembers(orgId),
    select: (response) => response.members,
  });

export const useMembers = (orgId: string) => useQuery(membersQueryOptions(orgId));
