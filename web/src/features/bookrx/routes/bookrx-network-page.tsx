import { individualAccessStatus } from '@lunia/shared/domain/access-status';
import { bookrxButtonTarget } from '@lunia/shared/domain/bookrx-button';
import { type DocumentContext, REQUIRED_DOCUMENT_TYPES } from '@lunia/shared/domain/constants';
import { currentDocumentsByType } from '@lunia/shared/domain/current-document';
import { isOrganizationOwnerOrAdmin } from '@lunia/shared/domain/organization-roles';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ExpiredDocumentsAlert } from '../../../components/ui/expired-documents-alert';
import { ExpiryBadge } from '../../../components/ui/expiry-badge';
import { ArrowLeftIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { MessageBanner } from '../../../components/ui/message-banner';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useBookrxProfile } from '../../../entities/bookrx/api/get-bookrx-profile';
import { documentsQueryOptions } from '../../../entities/documents/api/list-documents';
import { useOrganizationAccessStatus } from '../../../entities/organization/organization-access';
import { ApiError } from '../../../lib/api-client';
import { useActiveOrganizationId } from '../../../lib/auth/active-organization';
import { profileQueryOptions } from '../../../lib/auth/get-profile';
import { useAuthenticatedSession } from '../../../lib/auth/require-session';
import { bookrxAccessErrorKey, openBookrx } from '../../../lib/bookrx-access';
import { bookrxButtonAction } from '../../../lib/bookrx-button';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
import { BookrxProfileForm } from '../components/bookrx-profile-form';
import { recentDocuments } from '../recent-documents';
import '../i18n';

const card = 'rounded-xl border border-slate-200 bg-white p-6 shadow-xs dark:border-slate-800 dark:bg-slate-900';
const REASONS = ['flexible', 'free', 'verified', 'paid'] as const;

const statusTone = {
  missing: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  uploading: 'bg-sky-100 text-sky-800 dark:bg-sky-400/10 dark:text-sky-200',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-400/10 dark:text-amber-200',
  approved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-200',
  denied: 'bg-red-100 text-red-800 dark:bg-red-400/10 dark:text-red-200',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-400/10 dark:text-red-200',
} as const;

function StatusPill({ status }: { status: keyof typeof statusTone }) {
  const { t } = useTranslation('bookrx');
  return (
    <span className={`rounded-full px-2.5 py-0.5 font-semibold text-xs ${statusTone[status]}`}>
      {t(`documentStatus.${status}`)}
    </span>
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
  const showButton = target !== undefined && (target !== 'organization-billing' || managesOrganization);
  const canUpload = status !== 'active' && (!organization || managesOrganization);
  const required = REQUIRED_DOCUMENT_TYPES[context];
  const current = currentDocumentsByType(documents.data ?? []);
  const approvedCount = required.filter((type) => current.get(type)?.status === 'approved').length;
  const percent = Math.round((approvedCount / required.length) * 100);
  const money = new Intl.NumberFormat(language === 'es' ? 'es-PR' : 'en-US', { style: 'currency', currency: 'USD' });
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

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <ButtonLink to={paths.dashboard} variant="ghost" className="-ml-3">
        <ArrowLeftIcon className="size-4" />
        {t('back')}
      </ButtonLink>
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight dark:text-white">{t('title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('subtitle')}</p>
      </div>

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

      <section aria-labelledby="status-heading" className={card}>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="status-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
              {organization ? t('organization.statusTitle', { name }) : t('status.title')}
            </h2>
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {organization
                ? organizationAccess.status
                  ? t(`organization.status.${organizationAccess.status}`, { name })
                  : organizationAccess.isError
                    ? t('organization.statusFailed')
                    : t('organization.checking', { name })
                : t(`status.${individualAccessStatus(user)}`)}
            </p>
            {organization && !showButton && target === 'organization-billing' && (
              <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('organization.askAdmin', { name })}</p>
            )}
          </div>
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
        </div>
        {accessError && (
          <MessageBanner tone="error" className="mt-4">
            {accessError}
          </MessageBanner>
        )}
        <div className="mt-6">
          <div className="flex justify-between text-slate-700 text-sm dark:text-slate-300">
            <span id="progress-label">{t('progress.label')}</span>
            <span>{t('progress.value', { approved: approvedCount, total: required.length })}</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="progress-label"
            aria-valuemin={0}
            aria-valuemax={required.length}
            aria-valuenow={approvedCount}
            className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div className="h-full rounded-full bg-emerald-600 dark:bg-emerald-400" style={{ width: `${percent}%` }} />
          </div>
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="documents-heading" className={card}>
          <div className="flex items-center justify-between gap-3">
            <h2 id="documents-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
              {t('documents.title')}
            </h2>
            {canUpload && (
              <Button variant="secondary" onClick={() => setUploadOpen(true)}>
                {t('documents.upload')}
              </Button>
            )}
          </div>
          {documents.isError ? (
            <div className="mt-4 space-y-3">
              <MessageBanner tone="error">{t('errors.documentsFailed')}</MessageBanner>
              <Button variant="secondary" onClick={() => void documents.refetch()}>
                {t('errors.retry')}
              </Button>
            </div>
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
        </section>

        <section aria-labelledby="stats-heading" className={card}>
          <h2 id="stats-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
            {t('stats.title')}
          </h2>
          {profile.isError && <p className="mt-2 text-red-700 text-sm dark:text-red-300">{t('stats.loadFailed')}</p>}
          <dl className="mt-4 grid grid-cols-2 gap-4">
            {(
              [
                ['totalShifts', String(stats.totalShifts)],
                ['completedShifts', String(stats.completedShifts)],
                ['totalEarnings', money.format(stats.totalEarnings)],
                ['rating', stats.rating.toFixed(1)],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60">
                <dt className="text-slate-600 text-xs dark:text-slate-400">{t(`stats.${key}`)}</dt>
                <dd className="mt-1 font-bold text-2xl text-slate-900 dark:text-white">{value}</dd>
              </div>
            ))}
          </dl>
        </section>

        {!organization && profile.data && (
          <section aria-labelledby="bookrx-profile-heading" className={`${card} lg:col-span-2`}>
            <h2 id="bookrx-profile-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
              {t('profileForm.title')}
            </h2>
            <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('profileForm.description')}</p>
            <BookrxProfileForm saved={{ bio: profile.data.bio, preferredRegions: profile.data.preferredRegions }} />
          </section>
        )}

        <section aria-labelledby="reasons-heading" className={card}>
          <h2 id="reasons-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
            {t('reasons.title')}
          </h2>
          <ul className="mt-4 space-y-3">
            {REASONS.map((reason) => (
              <li key={reason} className="flex gap-3 text-slate-700 text-sm dark:text-slate-300">
                <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
                {t(`reasons.${reason}`)}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="recent-heading" className={card}>
          <h2 id="recent-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
            {t('recent.title')}
          </h2>
          {documents.data && documents.data.length === 0 && (
            <p className="mt-4 text-slate-600 text-sm dark:text-slate-400">{t('recent.empty')}</p>
          )}
          <ul className="mt-4 space-y-3">
            {recentDocuments(documents.data ?? []).map((document) => (
              <li key={document.id} className="flex items-center justify-between gap-3">
                <div className="min-w-0">
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
        </section>
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
