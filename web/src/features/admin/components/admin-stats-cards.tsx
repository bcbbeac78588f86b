import { useTranslation } from 'react-i18next';
import { StatCard, StatGrid } from '../../../components/ui/stat-card';
import type { AdminStats } from '../../../entities/platform/api/get-admin-stats';
import { currentLanguage } from '../../../lib/i18n';
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
      <StatGrid className="mt-3">
        {cards.map(([key, value]) => (
          <StatCard key={key} label={t(`dashboard.stats.${key}`)} value={value} />
        ))}
      </StatGrid>
    </section>
  );
}
