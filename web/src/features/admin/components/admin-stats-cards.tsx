import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import type { AdminStats } from '../api/get-admin-stats';
import { formatCount, formatUsd } from '../utils/format';
import '../i18n';

/** The dashboard's platform counters (spec §3 admin stats) and the total revenue in USD. */
export function AdminStatsCards({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.language);
  const cards = [
    ['totalUsers', formatCount(stats.summary.totalUsers, language)],
    ['verifiedUsers', formatCount(stats.users.verified, language)],
    ['totalOrganizations', formatCount(stats.summary.totalOrganizations, language)],
    ['verifiedOrganizations', formatCount(stats.organizations.verified, language)],
    ['pendingDocuments', formatCount(stats.documents.pending, language)],
    ['deniedDocuments', formatCount(stats.documents.denied, language)],
    ['pendingOrganizations', formatCount(stats.organizations.pending, language)],
    ['totalRevenue', formatUsd(stats.revenue.total, language)],
  ] as const;
  return (
    <section aria-labelledby="admin-stats-heading">
      <h2 id="admin-stats-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
        {t('dashboard.stats.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-4 md:grid-cols-4">
        {cards.map(([key, value]) => (
          <div
            key={key}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-slate-600 text-xs dark:text-slate-400">{t(`dashboard.stats.${key}`)}</dt>
            <dd className="mt-1 font-bold text-2xl text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
