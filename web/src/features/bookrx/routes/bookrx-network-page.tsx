import { individualAccessStatus } from '@lunia/shared/domain/access-status';
import { bookrxButtonTarget } from '@lunia/shared/domain/bookrx-button';
import { type DocumentContext, REQUIRED_DOCUMENT_TYPES } from '@lunia/shared/domain/constants';
import { currentDocumentsByType } from '@lunia/shared/domain/current-document';
import { isOrganizationOwnerOrAdmin } from '@lunia/shared/domain/organization-roles';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge, documentStatusTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ExpiredDocumentsAlert } from '../../../components/ui/expired-documents-alert';
import { ExpiryBadge } from '../../../components/ui/expiry-badge';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { MessageBanner } from '../../../components/ui/message-banner';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { PageState } from '../../../components/ui/page-state';
import { PortalCard, PortalPageHeader } from '../../../components/ui/portal-card';
import { StatCard, StatGrid } from '../../../components/ui/stat-card';
import { useBookrxProfile } from '../../../entities/bookrx/api/get-bookrx-profile';
import { documentsQueryOptions } from '../../../entities/documents/api/list-documents';
import { useOrganizationAccessStatus } from '../../../entities/organization/organization-access';
import { ApiError } from '../../../lib/api-client';
import { useActiveOrganizationId } from '../../../lib/auth/active-organization';
import { useAuthenticatedSession } from '../../../lib/auth/authenticated-session';
import { profileQueryOptions } from '../../../lib/auth/get-profile';
import { bookrxAccessErrorKey, openBookrx } from '../../../lib/bookrx-access';
import { bookrxButtonAction } from '../../../lib/bookrx-button';
import { formatDate, formatUsd } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
import { BookrxProfileForm } from '../components/bookrx-profile-form';
import { recentDocuments } from '../recent-documents';
import '../i18n';

const REASONS = ['flexible', 'free', 'verified', 'paid'] as const;

function StatusPill({ status }: { status: keyof typeof documentStatusTone }) {
  const { t } = useTranslation('bookrx');
  return <Badge tone={documentStatusTone[status]}>{t(`documentStatus.${status}`)}</Badge>;
}

/** Approved required documents out of all required, as a labelled progress bar. */
function ApprovalProgress({ approved, total }: { approved: number; total: number }) {
  const { t } = useTranslation('bookrx');
  return (
    <div className="mt-6">
      <div className="flex justify-between gap-3 text-slate-700 text-sm dark:text-slate-300">
        <span id="progress-label">{t('progress.label')}</span>
        <span>{t('progress.value', { approved, total })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="progress-label"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={approved}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-emerald-600 dark:bg-emerald-400"
          style={{ width: `${Math.round((approved / total) * 100)}%` }}
        />
      </div>
    </div>
  );
}

/**
 * /bookrx-network: approval status, progress, required documents, stats, an upload modal (the upload
 * panel is composed in by the app), reasons to join and recent activity; the main button by access status.
 * With an organization active, the status, documents and BookRx link are the organization's (spec §4
 * organization access status); the shift stats stay the signed-in pharmacist's.
 */
export function BookrxNetworkPage({
  renderUploadPanel,
}: {
  renderUploadPanel: (context: DocumentContext) => ReactNode;
}) {
  const { t, i18n } = useTranslation('bookrx');
  const language = currentLanguage(i18n.language);
  const navigate = useNavigate();
  const { user, organizations } = useAuthenticatedSession();
  const activeOrganizationId = useActiveOrganizationId();
  const organization = organizations.find((org) => org.id === activeOrganizationId);
  const context: DocumentContext = organization ? 'organization' : 'individual';
  const sessionProfile = useQuery(profileQueryOptions());
  // Issue 14: my required documents past their expiry date (why access fell back); the organization's
  // are named on its documents page and /organization-admin.
  const expired = organization ? [] : (sessionProfile.data?.expiredRequiredDocuments ?? []);
  const profile = useBookrxProfile();
  const individualDocuments = useQuery({ ...documentsQueryOptions('individual', null), enabled: !organization });
  const organizationDocuments = useQuery({
    ...documentsQueryOptions('organization', organization?.id ?? null),
    enabled: organization !== undefined,
  });
  const documents = organization ? organizationDocuments : individualDocuments;
  const organizationAccess = useOrganizationAccessStatus(organization);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const [accessError, setAccessError] = useState<string | null>(null);
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });

  const status = organization ? organizationAccess.status : individualAccessStatus(user);
  const target = status ? bookrxButtonTarget(status) : undefined;
  // Organization billing (/organization-admin) is for its owner and admins; other members are told who acts.
  const managesOrganization = organization !== undefined && isOrganizationOwnerOrAdmin(organization.role);
  // A suspended organization's modules do not open (issue 24): no button, and the status says why.
  const showButton =
    target !== undefined && !organizationAccess.suspended && (target !== 'organization-billing' || managesOrganization);
  const canUpload = status !== 'active' && (!organization || managesOrganization);
  const required = REQUIRED_DOCUMENT_TYPES[context];
  const current = currentDocumentsByType(documents.data ?? []);
  const approvedCount = required.filter((type) => current.get(type)?.status === 'approved').length;
  const name = organization?.name ?? '';

  async function mainAction() {
    if (!target) return;
    setAccessError(null);
    const action = bookrxButtonAction(target, context);
    if (action.kind === 'navigate') {
      navigate(action.to, { state: action.state });
      return;
    }
    setOpening(true);
    try {
      await openBookrx(organization?.id);
    } catch (error) {
      setAccessError(
        error instanceof ApiError && error.code === 'MODULE_NOT_ACTIVE'
          ? t('organization.moduleNotActive')
          : t(bookrxAccessErrorKey(error)),
      );
    } finally {
      setOpening(false);
    }
  }

  const stats = profile.data ?? { totalShifts: 0, completedShifts: 0, totalEarnings: 0, rating: 0 };
  const statusText = organization
    ? organizationAccess.suspended
      ? t('organization.status.suspended', { name })
      : organizationAccess.status
        ? t(`organization.status.${organizationAccess.status}`, { name })
        : organizationAccess.isError
          ? t('organization.statusFailed')
          : t('organization.checking', { name })
    : t(`status.${individualAccessStatus(user)}`);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <PortalPageHeader title={t('title')} subtitle={t('subtitle')} back={{ to: paths.dashboard, label: t('back') }} />

      <ExpiredDocumentsAlert
        documents={expired}
        renderAction={(_document, label) =>
          canUpload ? (
            <Button variant="secondary" onClick={() => setUploadOpen(true)}>
              {label}
            </Button>
          ) : null
        }
      />

      <PortalCard
        headingId="status-heading"
        title={organization ? t('organization.statusTitle', { name }) : t('status.title')}
        description={
          <>
            <p className="text-base text-slate-700 dark:text-slate-300">{statusText}</p>
            {organization && !showButton && target === 'organization-billing' && (
              <p className="mt-1">{t('organization.askAdmin', { name })}</p>
            )}
          </>
        }
        actions={
          (organizationAccess.isError || (showButton && status)) && (
            <>
              {organizationAccess.isError && (
                <Button variant="secondary" onClick={organizationAccess.retry}>
                  {t('errors.retry')}
                </Button>
              )}
              {showButton && status && (
                <Button onClick={() => void mainAction()} disabled={opening}>
                  {opening
                    ? t('button.opening')
                    : organization
                      ? t(`organization.button.${organizationAccess.status ?? 'unknown'}`)
                      : t(`button.${individualAccessStatus(user)}`)}
                </Button>
              )}
            </>
          )
        }
      >
        {accessError && (
          <MessageBanner tone="error" className="mt-4">
            {accessError}
          </MessageBanner>
        )}
        <ApprovalProgress approved={approvedCount} total={required.length} />
      </PortalCard>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <PortalCard
          headingId="documents-heading"
          title={t('documents.title')}
          actions={
            canUpload && (
              <Button variant="secondary" onClick={() => setUploadOpen(true)}>
                {t('documents.upload')}
              </Button>
            )
          }
        >
          {documents.isError ? (
            <PageState
              kind="error"
              className="mt-4"
              message={t('errors.documentsFailed')}
              onRetry={() => void documents.refetch()}
              retryLabel={t('errors.retry')}
            />
          ) : documents.isPending ? (
            <PageState kind="loading" compact message={t('documents.loading')} />
          ) : (
            <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
              {required.map((type) => (
                <li key={type} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <span className="text-slate-900 text-sm dark:text-white">{t(`types.${type}`)}</span>
                  <span className="flex flex-wrap items-center justify-end gap-2">
                    <ExpiryBadge expiresOn={current.get(type)?.expiresOn} />
                    <StatusPill status={current.get(type)?.status ?? 'missing'} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </PortalCard>

        <PortalCard headingId="stats-heading" title={t('stats.title')}>
          {profile.isError && (
            <PageState
              kind="error"
              className="mt-4"
              message={t('stats.loadFailed')}
              onRetry={() => void profile.refetch()}
              retryLabel={t('errors.retry')}
            />
          )}
          <StatGrid columns="grid-cols-2" busy={profile.isPending} className="mt-4">
            <StatCard label={t('stats.totalShifts')} value={String(stats.totalShifts)} />
            <StatCard label={t('stats.completedShifts')} value={String(stats.completedShifts)} />
            <StatCard label={t('stats.totalEarnings')} value={formatUsd(stats.totalEarnings, language)} />
            <StatCard label={t('stats.rating')} value={stats.rating.toFixed(1)} />
          </StatGrid>
        </PortalCard>

        {!organization && profile.data && (
          <PortalCard
            headingId="bookrx-profile-heading"
            title={t('profileForm.title')}
            description={t('profileForm.description')}
            className="lg:col-span-2"
          >
            <BookrxProfileForm saved={{ bio: profile.data.bio, preferredRegions: profile.data.preferredRegions }} />
          </PortalCard>
        )}

        <PortalCard headingId="reasons-heading" title={t('reasons.title')}>
          <ul className="mt-4 space-y-3">
            {REASONS.map((reason) => (
              <li key={reason} className="flex gap-3 text-slate-700 text-sm dark:text-slate-300">
                <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
                {t(`reasons.${reason}`)}
              </li>
            ))}
          </ul>
        </PortalCard>

        <PortalCard headingId="recent-heading" title={t('recent.title')}>
          {documents.data?.length === 0 && (
            <PageState kind="empty" compact className="mt-4" message={t('recent.empty')} />
          )}
          <ul className="mt-4 space-y-3">
            {recentDocuments(documents.data ?? []).map((document) => (
              <li key={document.id} className="flex items-center justify-between gap-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-slate-900 text-sm dark:text-white">
                    {t('recent.item', {
                      type: t(`types.${document.type}`),
                      date: formatDate(document.uploadedAt.slice(0, 10), language),
                    })}
                  </p>
                  <p className="truncate text-slate-600 text-xs dark:text-slate-400">{document.fileName}</p>
                </div>
                <StatusPill status={document.status} />
              </li>
            ))}
          </ul>
        </PortalCard>
      </div>

      {uploadOpen && (
        <ModalDialog
          title={organization ? t('organization.modalTitle', { name }) : t('documents.modalTitle')}
          description={t('documents.modalDescription')}
          onClose={() => setUploadOpen(false)}
          size="xl"
        >
          {renderUploadPanel(context)}
          <div className="mt-6 flex justify-end">
            <Button variant="secondary" onClick={() => setUploadOpen(false)}>
              {t('documents.close')}
            </Button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}
