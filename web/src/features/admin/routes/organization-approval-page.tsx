import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { MessageBanner } from '../../../components/ui/message-banner';
import { LoadingState } from '../../../components/ui/spinner';
import { StatCard, StatGrid } from '../../../components/ui/stat-card';
import { useAdminOrganizations } from '../../../entities/admin-organizations/api/list-admin-organizations';
import { ApiError } from '../../../lib/api-client';
import { useAuthenticatedSession } from '../../../lib/auth/require-session';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
import { useApproveOrganization } from '../api/approve-organization';
import { OrganizationApprovalCard } from '../components/organization-approval-card';
import '../i18n';

const SUMMARY = ['pendingReview', 'approved', 'documentsMissing'] as const;

/**
 * /admin/organization-approval (spec §2): every organization with its badge, details, documents and
 * members; Approve in Pending Review only; the summary counts; spinner, error view with Retry.
 * Access Denied for non-admins comes from the admin area's guard.
 */
export function OrganizationApprovalPage() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('organizationApproval.metaTitle'), description: t('organizationApproval.metaDescription') });
  const { isSuperAdmin } = useAuthenticatedSession();
  const list = useAdminOrganizations();
  const approval = useApproveOrganization();
  const [banner, setBanner] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const organizations = list.data?.pages.flatMap((page) => page.organizations) ?? [];
  const counts = list.data?.pages[0]?.counts ?? { pendingReview: 0, approved: 0, documentsMissing: 0 };

  function approve(organization: (typeof organizations)[number]) {
    setBanner(null);
    approval.mutate(organization.id, {
      onSuccess: () =>
        setBanner({ tone: 'success', text: t('organizationApproval.approved', { name: organization.name }) }),
      onError: (error) =>
        setBanner({
          tone: 'error',
          text:
            error instanceof ApiError && error.status === 409
              ? t('organizationApproval.errors.conflict')
              : t('organizationApproval.errors.approveFailed'),
        }),
    });
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <ButtonLink to={paths.adminDashboard} variant="ghost" className="-ml-3">
        <ArrowLeftIcon className="size-4" />
        {t('organizationApproval.back')}
      </ButtonLink>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight dark:text-white">
            {t('organizationApproval.title')}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t('organizationApproval.subtitle')}</p>
        </div>
        <Button variant="secondary" onClick={() => void list.refetch()} disabled={list.isRefetching}>
          {list.isRefetching ? t('organizationApproval.refreshing') : t('organizationApproval.refresh')}
        </Button>
      </div>

      {banner && (
        <MessageBanner tone={banner.tone}>
          <span role={banner.tone === 'error' ? 'alert' : 'status'}>{banner.text}</span>
        </MessageBanner>
      )}

      {list.isPending ? (
        <LoadingState message={t('organizationApproval.loading')} />
      ) : list.isError ? (
        <div className="space-y-3">
          <MessageBanner tone="error">{t('organizationApproval.errors.loadFailed')}</MessageBanner>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('organizationApproval.errors.retry')}
          </Button>
        </div>
      ) : (
        <>
          {organizations.length === 0 ? (
            <p className="rounded-xl border border-slate-300 border-dashed p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
              {t('organizationApproval.empty')}
            </p>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {organizations.map((organization) => (
                <OrganizationApprovalCard
                  key={organization.id}
                  organization={organization}
                  busy={approval.isPending && approval.variables === organization.id}
                  canApprove={isSuperAdmin}
                  onApprove={approve}
                />
              ))}
            </ul>
          )}
          {list.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage ? t('organizationApproval.loadingMore') : t('organizationApproval.loadMore')}
              </Button>
            </div>
          )}
          <section aria-labelledby="approval-summary" className="border-slate-200 border-t pt-4 dark:border-slate-800">
            <h2 id="approval-summary" className="sr-only">
              {t('organizationApproval.summaryTitle')}
            </h2>
            <StatGrid columns="sm:grid-cols-3">
              {SUMMARY.map((key) => (
                <StatCard key={key} label={t(`organizationApproval.summary.${key}`)} value={counts[key]} />
              ))}
            </StatGrid>
          </section>
        </>
      )}
    </div>
  );
}
