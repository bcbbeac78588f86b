import { useTranslation } from 'react-i18next';
import { StatCard, StatGrid } from '../../../components/ui/stat-card';
import { useAdminStats } from '../../../entities/platform/api/get-admin-stats';
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
      <StatGrid columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5" busy={stats.isPending}>
        {cards.map(([key, value]) => (
          <StatCard key={key} label={t(`stats.${key}`)} value={value ?? 0} />
        ))}
      </StatGrid>
    </section>
  );
}
