import { useTranslation } from 'react-i18next';
import { useAdminStats } from '../api/get-admin-stats';
import '../i18n';

/** Spec §3 admin stats; zeros while loading or when the call fails (spec §8). */
export function AdminStatsCards() {
  const { t } = useTranslation('admin');
  const stats = useAdminStats();
  const data = stats.data;
  const cards = [
    ['totalUsers', data?.summary.totalUsers],
    ['verifiedUsers', data?.users.verified],
    ['totalOrganizations', data?.summary.totalOrganizations],
    ['pendingDocuments', data?.documents.pending],
    ['deniedDocuments', data?.documents.denied],
    ['pendingOrganizations', data?.organizations.pending],
    ['verifiedOrganizations', data?.organizations.verified],
  ] as const;
  return (
    <section aria-labelledby="admin-stats-heading">
      <h2 id="admin-stats-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
        {t('dashboard.stats.title')}
      </h2>
      {stats.isError && (
        <p role="alert" className="mt-2 text-red-700 text-sm dark:text-red-300">
          {t('dashboard.stats.loadFailed')}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-4 md:grid-cols-4">
        {cards.map(([key, value]) => (
          <div
            key={key}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-slate-600 text-xs dark:text-slate-400">{t(`dashboard.stats.${key}`)}</dt>
            <dd className="mt-1 font-bold text-2xl text-slate-900 dark:text-white">{value ?? 0}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
