/**
 * The BookRx access status of the active organization (spec §4), for the BookRx page and the
 * dashboard: computed with the shared rule from the organization the session lists (verified, active
 * modules) and, while it is not verified, its documents. The documents are read with the documents
 * entity's options, under the key the document pages read, so every page shows the same list.
 */
import {
  documentsForAccessStatus,
  type OrganizationAccessStatus,
  organizationAccessStatus,
} from '@lunia/shared/domain/access-status';
import { useQuery } from '@tanstack/react-query';
import type { OrganizationMembership } from '../../lib/auth/get-profile';
import { documentsQueryOptions } from '../documents/api/list-documents';

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
    ...documentsQueryOptions('organization', organization?.id ?? null),
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
