import type { Module } from '@lunia/shared/domain/constants';
import { isOrganizationOwnerOrAdmin } from '@lunia/shared/domain/organization-roles';
import type { ReactNode } from 'react';
import { ModuleCards } from '../../../components/ui/module-cards';
import { useOrganization } from '../../../entities/organization/api/get-organization';
import type { OrganizationMembership } from '../../../lib/auth/get-profile';

/**
 * The dashboard's module cards (issue 24): the active organization's modules, read from its record
 * (the key the organization pages share), or, without an organization, what the person opens alone.
 * `details` adds to a module's card (BookRx's status and links: one BookRx card on the dashboard).
 */
export function DashboardModules({
  organization,
  individualActive,
  details,
}: {
  organization: OrganizationMembership | undefined;
  individualActive: boolean;
  details?: Partial<Record<Module, ReactNode>>;
}) {
  if (!organization) return <ModuleCards context="individual" active={individualActive} details={details} />;
  return <OrganizationModules organization={organization} details={details} />;
}

function OrganizationModules({
  organization,
  details,
}: {
  organization: OrganizationMembership;
  details: Partial<Record<Module, ReactNode>> | undefined;
}) {
  const record = useOrganization(organization.id);
  return (
    <ModuleCards
      details={details}
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
