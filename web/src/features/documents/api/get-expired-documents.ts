import type { DocumentContext } from '@lunia/shared/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpiredDocument } from '../../../components/ui/expired-documents-alert';
import { useActiveOrganizationId } from '../../../lib/auth/active-organization';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { profileQueryOptions } from '../../../lib/auth/get-profile';

const NONE: ExpiredDocument[] = [];

/** GET /api/organizations/{orgId}, under the key /organization-admin reads it with (one request for both). */
const organizationExpiryOptions = (orgId: string) =>
  queryOptions({
    queryKey: ['organization', orgId] as const,
    queryFn: () => authenticatedRequest('getOrganization', { params: { orgId } }),
    select: (response) => response.org.expiredRequiredDocuments,
  });

/**
 * The required documents past their expiry date (issue 14): the reason access fell back. Mine come
 * with GET /api/profile, the active organization's with GET /api/organizations/{orgId}.
 */
export function useExpiredRequiredDocuments(context: DocumentContext): ExpiredDocument[] {
  const orgId = useActiveOrganizationId();
  const mine = useQuery({
    ...profileQueryOptions(),
    enabled: context === 'individual',
    select: (profile) => profile.expiredRequiredDocuments,
  });
  const organization = useQuery({
    ...organizationExpiryOptions(orgId ?? ''),
    enabled: context === 'organization' && orgId !== null,
  });
  return (context === 'organization' ? organization.data : mine.data) ?? NONE;
}

/** After an upload: the profile and the organization say again what has expired. */
export const expiredDocumentsQueryKeys = [['profile'], ['organization']] as const;
