import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageState } from '../../../components/ui/page-state';
import { PortalCard } from '../../../components/ui/portal-card';
import { type OrganizationDetails, useOrganization } from '../../../entities/organization/api/get-organization';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notifications';
import { useWithdrawOrganizationChange } from '../api/update-organization';
import { OrganizationDetailsForm } from './organization-details-form';
import '../i18n';

type PendingChange = NonNullable<OrganizationDetails['pendingChange']>;

/** The change held for Lunia's review: the proposed values beside the verified ones, and Withdraw. */
function PendingReview({ org, pending }: { org: OrganizationDetails; pending: PendingChange }) {
  const { t, i18n } = useTranslation('organization-admin');
  const { t: tCommon } = useTranslation();
  const withdraw = useWithdrawOrganizationChange(org.id);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const rows = (['name', 'pharmacyLicenseNumber'] as const).filter((name) => pending[name] !== undefined);

  async function confirm() {
    try {
      await withdraw.mutateAsync();
    } catch {
      return; // The dialog shows the failure (withdraw.error).
    }
    setConfirming(false);
    notify({ type: 'success', title: t('details.pending.withdrawnTitle'), message: t('details.pending.withdrawn') });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-400/40 dark:bg-amber-950/30"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900 text-sm dark:text-white">
          {t('details.pending.title')}
        </h3>
        <Badge tone="warning">{t('details.pending.badge')}</Badge>
      </div>
      <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">
        {t('details.pending.description', {
          date: formatDate(pending.requestedAt.slice(0, 10), currentLanguage(i18n.language)),
        })}
      </p>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map((name) => (
          <div key={name} className="min-w-0">
            <dt className="font-medium text-slate-900 dark:text-white">{t(`details.fields.${name}`)}</dt>
            <dd className="break-words text-slate-700 dark:text-slate-300">
              {t('details.pending.proposed', { proposed: pending[name], current: org[name] })}
            </dd>
          </div>
        ))}
      </dl>
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() => {
          withdraw.reset();
          setConfirming(true);
        }}
      >
        {t('details.pending.withdraw')}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t('details.pending.confirmTitle')}
          message={t('details.pending.confirmMessage')}
          confirmLabel={t('details.pending.confirm')}
          busyLabel={t('lifecycle.working')}
          cancelLabel={t('lifecycle.cancel')}
          busy={withdraw.isPending}
          destructive={false}
          failure={withdraw.isError ? apiErrorMessage(tCommon, withdraw.error) : null}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
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
