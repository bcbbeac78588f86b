/**
 * The BookRx access status of the active organization (spec §4), for the BookRx page and the
 * dashboard: computed with the shared rule from the organization the session lists (verified, active
 * modules) and, while it is not verified, its documents. The documents are read under the same key
 * as the document pages (`['documents', 'organization', orgId]`), so every page shows the same list.
 */
import {
  documentsForAccessStatus,
  type OrganizationAccessStatus,
  organizationAccessStatus,
} from '@lunia/shared/domain/access-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authenticatedRequest } from './auth/authenticated-request';
import type { OrganizationMembership } from './auth/get-profile';

/** GET /api/organizations/{orgId}/documents: every member may read them. */
export const organizationDocumentsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: ['documents', 'organization', orgId] as const,
    queryFn: () => authenticatedRequest('listOrganizationDocuments', { params: { orgId } }),
    staleTime: 0,
    select: (response) => response.documents,
  });

export interface OrganizationAccess {
  /** Undefined while the documents it depends on are loading (or failed: see `isError`). */
  status: OrganizationAccessStatus | undefined;
  isError: boolean;
  retry: () => void;
}

/** The access status of `organization` (undefined: no active organization, nothing is read). */
export function useOrganizationAccessStatus(organization: OrganizationMembership | undefined): OrganizationAccess {
  // A verified organization's status does not depend on its documents: they are read only before that.
  const needsDocuments = organization !== undefined && !organization.verified;
  const documents = useQuery({
    ...organizationDocumentsQueryOptions(organization?.id ?? ''),
    enabled: needsDocuments,
  });
  const retry = () => void documents.refetch();
  if (!organization) return { status: undefined, isError: false, retry };
  if (needsDocuments && !documents.data) return { status: undefined, isError: documents.isError, retry };
  return {
    status: organizationAccessStatus({
      verified: organization.verified,
      activeModules: organization.activeModules,
      documents: documentsForAccessStatus(documents.data ?? []),
    }),
    isError: false,
    retry,
  };
}
