import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { PageState } from '../../../components/ui/page-state';
import { type AdminStats, useAdminStats } from '../../../entities/platform/api/get-admin-stats';
import { useAuthenticatedSession } from '../../../lib/auth/authenticated-session';
import { usePageMeta } from '../../../lib/use-page-meta';
import { adminUsersPath, paths } from '../../../paths';
import { AdminCard } from '../components/admin-page';
import { AdminStatsCards } from '../components/admin-stats-cards';
import { ExpiringSoonCard } from '../components/expiring-soon-card';
import { FinalApprovalTable } from '../components/final-approval-table';
import '../i18n';

/** Every page of the back office, in the order an admin's day goes. */
const QUICK_ACTIONS = [
  { key: 'users', to: paths.adminUsers },
  { key: 'reviewDocuments', to: paths.adminDocumentReview },
  { key: 'approveOrganizations', to: paths.adminOrganizationApproval },
  { key: 'organizations', to: paths.adminOrganizations },
  { key: 'modules', to: paths.adminModules },
  { key: 'settings', to: paths.adminSettings },
  { key: 'auditLog', to: paths.adminAudit },
] as const;

/** One item of the dashboard's link lists: what it leads to, and an arrow. */
function DashboardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="group flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3 hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 dark:border-slate-700 dark:hover:border-brand-300 dark:hover:bg-slate-800 dark:focus-visible:outline-brand-300"
      >
        {children}
        <ArrowRightIcon className="size-4 shrink-0 text-slate-500 group-hover:text-brand-700 dark:text-slate-400 dark:group-hover:text-brand-300" />
      </Link>
    </li>
  );
}

function QuickActions() {
  const { t } = useTranslation('admin');
  return (
    <AdminCard
      headingId="quick-heading"
      title={t('dashboard.quick.title')}
      description={t('dashboard.quick.description')}
    >
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {QUICK_ACTIONS.map(({ key, to }) => (
          <DashboardLink key={key} to={to}>
            <span>
              <span className="block font-semibold text-slate-900 text-sm dark:text-white">
                {t(`dashboard.quick.${key}`)}
              </span>
              <span className="mt-0.5 block text-slate-600 text-xs dark:text-slate-400">
                {t(`dashboard.quick.${key}Hint`)}
              </span>
            </span>
          </DashboardLink>
        ))}
      </ul>
    </AdminCard>
  );
}

/** What waits for an admin now, each with the page that handles it (spec §2 pending items). */
function PendingItems({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation('admin');
  const items = [
    { key: 'documents', count: stats.documents.pending, to: paths.adminDocumentReview },
    { key: 'organizations', count: stats.organizations.pending, to: paths.adminOrganizationApproval },
    { key: 'users', count: stats.users.awaitingFinalApproval, to: adminUsersPath('pending') },
  ] as const;
  return (
    <AdminCard
      headingId="pending-heading"
      title={t('dashboard.pending.title')}
      description={t('dashboard.pending.description')}
    >
      <ul className="mt-4 space-y-3">
        {items.map(({ key, count, to }) => (
          <DashboardLink key={key} to={to}>
            <span className="flex items-center gap-3 text-slate-900 text-sm dark:text-white">
              <span
                aria-hidden="true"
                className={`inline-flex min-w-8 justify-center rounded-full px-2 py-0.5 font-bold text-xs ${
                  count > 0
                    ? 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200'
                    : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
                }`}
              >
                {count}
              </span>
              {t(`dashboard.pending.${key}`, { count })}
            </span>
          </DashboardLink>
        ))}
      </ul>
    </AdminCard>
  );
}

/** /admin/dashboard (spec §2): stats cards, pending items, quick actions to every admin page, final approval. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const { user } = useAuthenticatedSession();
  const stats = useAdminStats();
  usePageMeta({ title: t('dashboard.metaTitle'), description: t('dashboard.metaDescription') });
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight dark:text-white">{t('dashboard.title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {t('dashboard.welcome', { name: user.firstName, role: t(`roles.${user.globalRole}`) })}
        </p>
      </div>

      {stats.isPending ? (
        <PageState kind="loading" message={t('dashboard.stats.loading')} />
      ) : stats.isError ? (
        <PageState kind="error" message={t('dashboard.stats.loadFailed')} onRetry={() => void stats.refetch()} />
      ) : (
        <>
          <AdminStatsCards stats={stats.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <PendingItems stats={stats.data} />
            <QuickActions />
          </div>
        </>
      )}

      {!stats.isPending && stats.isError && <QuickActions />}

      <ExpiringSoonCard />

      <FinalApprovalTable />
    </div>
  );
}
