import { isOrganizationOwnerOrAdmin } from '@lunia/shared/domain/organization-roles';
import { ModuleCards } from '../../../components/ui/module-cards';
import { useOrganization } from '../../../entities/organization/api/get-organization';
import type { OrganizationMembership } from '../../../lib/auth/get-profile';

/**
 * The dashboard's module cards (issue 24): the active organization's modules, read from its record
 * (the key the organization pages share), or, without an organization, what the person opens alone.
 */
export function DashboardModules({
  organization,
  individualActive,
}: {
  organization: OrganizationMembership | undefined;
  individualActive: boolean;
}) {
  if (!organization) return <ModuleCards context="individual" active={individualActive} />;
  return <OrganizationModules organization={organization} />;
}

function OrganizationModules({ organization }: { organization: OrganizationMembership }) {
  const record = useOrganization(organization.id);
  return (
    <ModuleCards
      context="organization"
      orgId={organization.id}
      name={organization.name}
      manages={isOrganizationOwnerOrAdmin(organization.role)}
      organization={record.data}
      failed={record.isError}
      onRetry={() => void record.refetch()}
    />
  );
}
