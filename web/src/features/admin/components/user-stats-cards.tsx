import { useTranslation } from 'react-i18next';
import { useAdminStats } from '../api/get-admin-stats';
import '../users-i18n';

/** Total Users, Admins, Pending Approval, With Documents, In Organizations; zeros until loaded (spec §8). */
export function UserStatsCards() {
  const { t } = useTranslation('adminUsers');
  const stats = useAdminStats();
  const data = stats.data;
  const cards = [
    ['totalUsers', data?.summary.totalUsers],
    ['admins', data?.users.admins],
    ['pendingApproval', data?.users.pendingApproval],
    ['withDocuments', data?.users.withDocuments],
    ['inOrganizations', data?.users.inOrganizations],
  ] as const;
  return (
    <section aria-labelledby="user-stats-heading">
      <h2 id="user-stats-heading" className="sr-only">
        {t('stats.title')}
      </h2>
      {stats.isError && (
        <p role="alert" className="mb-2 text-red-700 text-sm dark:text-red-300">
          {t('stats.loadFailed')}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {cards.map(([key, value]) => (
          <div
            key={key}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-slate-600 text-sm dark:text-slate-400">{t(`stats.${key}`)}</dt>
            <dd className="mt-1 font-bold text-2xl text-slate-900 dark:text-white">{value ?? 0}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
