import { ModuleCards } from '../../../components/ui/module-cards';
import { useOrganization } from '../../../entities/organization/api/get-organization';

/**
 * The overview's module cards (issue 24): what the organization opens now, and for a paid module
 * outside its plan the price and, for owners and admins, Subscribe (the Billing tab).
 */
export function OrganizationModules({ orgId, name, manages }: { orgId: string; name: string; manages: boolean }) {
  const record = useOrganization(orgId);
  return (
    <div className="mt-8">
      <ModuleCards
        context="organization"
        orgId={orgId}
        name={name}
        manages={manages}
        organization={record.data}
        failed={record.isError}
        onRetry={() => void record.refetch()}
      />
    </div>
  );
}
