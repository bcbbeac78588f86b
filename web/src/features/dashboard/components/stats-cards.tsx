import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/ui/page-state';
import { StatCard, StatGrid } from '../../../components/ui/stat-card';
import { EMPTY_USER_STATS, type UserStats, useUserStats } from '../../../entities/account/api/get-user-stats';
import { formatCount, formatUsd } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

const COUNT_STATS = [
  'activeOrganizations',
  'pendingDocuments',
  'approvedDocuments',
  'invitations',
  'completedShifts',
] as const satisfies readonly (keyof UserStats)[];

/** The user's stats cards; every figure is 0 until (or unless) the server says otherwise. */
export function StatsCards() {
  const { t, i18n } = useTranslation('dashboard');
  const stats = useUserStats();
  const values = stats.data ?? EMPTY_USER_STATS;
  // Money and counts read as on the billing and BookRx pages (lib/format.ts: es-PR in Spanish).
  const language = currentLanguage(i18n.language);
  const cards = [
    ...COUNT_STATS.map((key) => ({ key, label: t(`stats.${key}`), value: formatCount(values[key], language) })),
    { key: 'totalEarnings', label: t('stats.totalEarnings'), value: formatUsd(values.totalEarnings, language) },
  ];
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
        {t('stats.title')}
      </h2>
      {stats.isError && (
        <PageState kind="error" className="mt-2" message={t('stats.loadFailed')} onRetry={() => void stats.refetch()} />
      )}
      <StatGrid columns="grid-cols-2 lg:grid-cols-3" busy={stats.isPending} className="mt-4">
        {cards.map((card) => (
          <StatCard key={card.key} label={card.label} value={card.value} />
        ))}
      </StatGrid>
    </section>
  );
}
