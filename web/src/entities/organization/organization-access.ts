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
import { organizationQueryOptions } from './api/get-organization';

export interface OrganizationAccess {
  /** Undefined while the documents it depends on are loading (or failed: see `isError`). */
  status: OrganizationAccessStatus | undefined;
  /**
   * Lunia suspended the organization (issue 24): its modules do not open whatever its status says,
   * so a page says "suspended" instead of the status (issue 40: never both).
   */
  suspended: boolean;
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
  const record = useQuery({ ...organizationQueryOptions(organization?.id ?? ''), enabled: organization !== undefined });
  const suspended = organization !== undefined && record.data?.suspended === true;
  const retry = () => void documents.refetch();
  if (!organization) return { status: undefined, suspended: false, isError: false, retry };
  if (needsDocuments && !documents.data) return { status: undefined, suspended, isError: documents.isError, retry };
  return {
    suspended,
    status: organizationAccessStatus({
      verified: organization.verified,
      activeModules: organization.activeModules,
      documents: documentsForAccessStatus(documents.data ?? []),
    }),
    isError: false,
    retry,
  };
}
