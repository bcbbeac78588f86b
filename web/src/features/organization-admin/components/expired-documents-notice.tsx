import { ButtonLink } from '../../../components/ui/button';
import { ExpiredDocumentsAlert } from '../../../components/ui/expired-documents-alert';
import { useOrganization } from '../../../entities/organization/api/get-organization';
import { paths } from '../../../paths';

/**
 * Issue 14: the organization's required documents past their expiry date (why its access fell back),
 * each with a link to renew it on the organization's documents page (its date field focused).
 */
export function ExpiredDocumentsNotice({ orgId, name }: { orgId: string; name: string }) {
  const organization = useOrganization(orgId);
  const expired = organization.data?.expiredRequiredDocuments ?? [];
  return (
    <div className={expired.length > 0 ? 'mt-6' : undefined}>
      <ExpiredDocumentsAlert
        documents={expired}
        organizationName={name}
        renderAction={(document, label) => (
          <ButtonLink
            to={paths.documentUpload}
            state={{ context: 'organization', flow: 'pharmacy', renew: document.type }}
            variant="secondary"
          >
            {label}
          </ButtonLink>
        )}
      />
    </div>
  );
}
