import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { PageState } from '../../../components/ui/page-state';
import { StatCard, StatGrid } from '../../../components/ui/stat-card';
import { useAdminOrganizations } from '../../../entities/admin-organizations/api/list-admin-organizations';
import { ApiError } from '../../../lib/api-client';
import { useAuthenticatedSession } from '../../../lib/auth/authenticated-session';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useApproveOrganization } from '../api/approve-organization';
import { AdminPageHeader } from '../components/admin-page';
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
      <AdminPageHeader
        title={t('organizationApproval.title')}
        subtitle={t('organizationApproval.subtitle')}
        actions={
          <Button variant="secondary" onClick={() => void list.refetch()} disabled={list.isRefetching}>
            {list.isRefetching ? t('organizationApproval.refreshing') : t('organizationApproval.refresh')}
          </Button>
        }
      />

      {banner && (
        <MessageBanner tone={banner.tone}>
          <span role={banner.tone === 'error' ? 'alert' : 'status'}>{banner.text}</span>
        </MessageBanner>
      )}

      {list.isPending ? (
        <PageState kind="loading" message={t('organizationApproval.loading')} />
      ) : list.isError ? (
        <PageState
          kind="error"
          message={t('organizationApproval.errors.loadFailed')}
          onRetry={() => void list.refetch()}
          retryLabel={t('organizationApproval.errors.retry')}
        />
      ) : (
        <>
          {organizations.length === 0 ? (
            <PageState kind="empty" message={t('organizationApproval.empty')} />
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
