import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { useAuthenticatedSession } from '../../../lib/auth/require-session';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
import { useAdminStats } from '../api/get-admin-stats';
import { AdminStatsCards } from '../components/admin-stats-cards';
import { FinalApprovalTable } from '../components/final-approval-table';
import '../i18n';

const COMING = ['users', 'organizations'] as const;
const card = 'rounded-xl border border-slate-200 bg-white p-6 shadow-xs dark:border-slate-800 dark:bg-slate-900';

/** /admin/dashboard: stats cards, the BookRx final-approval table, quick actions and what comes next. */
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

      <AdminStatsCards />

      <FinalApprovalTable />

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="quick-heading" className={card}>
          <h2 id="quick-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
            {t('dashboard.quick.title')}
          </h2>
          <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
            {t('dashboard.quick.pendingItems', { count: stats.data?.documents.pending ?? 0 })}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to={paths.adminDocumentReview}>{t('dashboard.quick.reviewDocuments')}</ButtonLink>
            <ButtonLink to={paths.adminOrganizationApproval} variant="secondary">
              {t('dashboard.quick.approveOrganizations')}
            </ButtonLink>
            <ButtonLink to={paths.account} variant="secondary">
              {t('dashboard.yourAccount')}
            </ButtonLink>
          </div>
        </section>
        <section aria-labelledby="coming-heading" className={card}>
          <h2 id="coming-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
            {t('dashboard.comingTitle')}
          </h2>
          <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('dashboard.comingDescription')}</p>
          <ul className="mt-4 list-inside list-disc space-y-1.5 text-slate-700 text-sm dark:text-slate-300">
            {COMING.map((item) => (
              <li key={item}>{t(`dashboard.coming.${item}`)}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
