import type { DocumentContext } from '@lunia/shared/domain/constants';
import { useQuery } from '@tanstack/react-query';
import type { ExpiredDocument } from '../../../components/ui/expired-documents-alert';
import { organizationQueryOptions } from '../../../entities/organization/api/get-organization';
import { useActiveOrganizationId } from '../../../lib/auth/active-organization';
import { profileQueryOptions } from '../../../lib/auth/get-profile';

const NONE: ExpiredDocument[] = [];

/**
 * The required documents past their expiry date (issue 14): the reason access fell back. Mine come
 * with GET /api/profile, the active organization's with GET /api/organizations/{orgId} (the same
 * query /organization-admin reads: one request for both).
 */
export function useExpiredRequiredDocuments(context: DocumentContext): ExpiredDocument[] {
  const orgId = useActiveOrganizationId();
  const mine = useQuery({
    ...profileQueryOptions(),
    enabled: context === 'individual',
    select: (profile) => profile.expiredRequiredDocuments,
  });
  const organization = useQuery({
    ...organizationQueryOptions(orgId ?? ''),
    enabled: context === 'organization' && orgId !== null,
    select: (response) => response.org.expiredRequiredDocuments,
  });
  return (context === 'organization' ? organization.data : mine.data) ?? NONE;
}
