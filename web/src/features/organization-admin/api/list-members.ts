import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

export type TeamMember = ApiResponse<'listOrganizationMembers'>['members'][number];

export const membersQueryKey = (orgId: string) => ['organization-members', orgId] as const;

/** GET /api/orgs/{orgId}/members: the organization's members with names, e-mails and roles, owners first. */
export const listMembers = (orgId: string) => authenticatedRequest('listOrganizationMembers', { params: { orgId } });

export const membersQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: membersQueryKey(orgId),
    queryFn: () => listMembers(orgId),
    select: (response) => response.members,
  });

export const useMembers = (orgId: string) => useQuery(membersQueryOptions(orgId));
