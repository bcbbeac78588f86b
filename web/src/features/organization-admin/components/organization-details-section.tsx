import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HeldChangeBox } from '../../../components/ui/held-change-box';
import { PageState } from '../../../components/ui/page-state';
import { PortalCard } from '../../../components/ui/portal-card';
import { type OrganizationDetails, useOrganization } from '../../../entities/organization/api/get-organization';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useWithdrawOrganizationChange } from '../api/update-organization';
import { OrganizationDetailsForm } from './organization-details-form';
import '../i18n';

type PendingChange = NonNullable<OrganizationDetails['pendingChange']>;

/** The change held for Lunia's review: the proposed values beside the verified ones, and Withdraw. */
function PendingReview({ org, pending }: { org: OrganizationDetails; pending: PendingChange }) {
  const { t, i18n } = useTranslation('organization-admin');
  const withdraw = useWithdrawOrganizationChange(org.id);
  const rows = (['name', 'pharmacyLicenseNumber'] as const)
    .filter((name) => pending[name] !== undefined)
    .map((name) => ({
      key: name,
      label: t(`details.fields.${name}`),
      value: t('details.pending.proposed', { proposed: pending[name], current: org[name] }),
    }));
  return (
    <HeldChangeBox
      text={{
        title: t('details.pending.title'),
        badge: t('details.pending.badge'),
        description: t('details.pending.description', {
          date: formatDate(pending.requestedAt.slice(0, 10), currentLanguage(i18n.language)),
        }),
        withdraw: t('details.pending.withdraw'),
        confirmTitle: t('details.pending.confirmTitle'),
        confirmMessage: t('details.pending.confirmMessage'),
        confirm: t('details.pending.confirm'),
        busy: t('lifecycle.working'),
        cancel: t('lifecycle.cancel'),
        withdrawnTitle: t('details.pending.withdrawnTitle'),
        withdrawn: t('details.pending.withdrawn'),
      }}
      rows={rows}
      withdraw={withdraw}
    />
  );
}

/**
 * The organization's details (issue 24), for its owner or an admin: the held change of legal name or
 * licence number, if any ("pending review", withdrawable), and the form.
 */
export function OrganizationDetailsSection({ orgId }: { orgId: string }) {
  const { t } = useTranslation('organization-admin');
  const headingId = useId();
  const organization = useOrganization(orgId);
  const org = organization.data;
  return (
    <PortalCard
      headingId={headingId}
      title={t('details.title')}
      description={org?.verified ? t('details.descriptionVerified') : t('details.description')}
    >
      {organization.isPending ? (
        <PageState kind="loading" compact message={t('details.loading')} />
      ) : organization.isError || !org ? (
        <PageState kind="error" message={t('details.loadFailed')} onRetry={() => void organization.refetch()} />
      ) : (
        <>
          {org.pendingChange && <PendingReview org={org} pending={org.pendingChange} />}
          <OrganizationDetailsForm org={org} />
        </>
      )}
    </PortalCard>
  );
}
